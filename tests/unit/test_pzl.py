"""Tests of the Forge puzzle (.pzl) import."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from mtgrules.errors import ScenarioError
from mtgrules.pzl import FORGE_PHASES, load_pzl, pzl_to_scenario
from mtgrules.scenarios import CardSpec, PermanentSpec, parse_scenario

# A puzzle written in Forge's format (our own position, not one of Forge's puzzles).
PUZZLE = """\
[metadata]
Name:Test Puzzle #1 - Bears and Bolts
URL:https://example.org/puzzles/1
Goal:Win
Turns:1
Difficulty:Easy
Description:Win this turn. Your opponent has no cards in hand.
[state]
# comment lines are skipped
ActivePlayer=Human
ActivePhase=Main1
turn=3
HumanLife=3
AILife=7
humancounters=POISON=2
humanlandsplayed=1
humanlandsplayedlastturn=1
humanhand=Lightning Bolt|Set:M10;Giant Growth|Set:M10
humanlibrary=Island|Set:M10; Forest
humangraveyard=Shock
humanexile=
humanbattlefield=Grizzly Bears|Set:M10|Id:5|SummonSick;Rancor|Attaching:5;Mountain|Tapped;Jace Beleren|Counters:LOYALTY=3;Walking Ballista|Counters:P1P1=2,M1M1=1,LORE=1,CHARGE=4
aibattlefield=Hill Giant|Owner:Human|Tapped;Wall of Omens|Token
aigraveyard=Lava Spike
"""


def test_pzl_fields() -> None:
    s = pzl_to_scenario(PUZZLE, "bears.pzl")
    assert s.from_pzl and s.expect == () and s.actions == ()
    assert s.name == "Test Puzzle #1 - Bears and Bolts"
    assert s.source == "https://example.org/puzzles/1"
    assert s.description == ("Goal: Win; Turns: 1; Difficulty: Easy. Win this turn. "
                             "Your opponent has no cards in hand.")
    human, ai = s.players
    assert (human.name, human.life, human.poison) == ("Human", 3, 2)
    assert (ai.name, ai.life, ai.poison) == ("AI", 7, 0)
    assert human.hand == (CardSpec("Lightning Bolt"), CardSpec("Giant Growth"))
    assert human.hand[0].line == 18
    assert [c.name for c in human.library] == ["Island", "Forest"]
    assert [c.name for c in human.graveyard] == ["Shock"] and human.exile == ()
    assert human.battlefield == (
        PermanentSpec(card="Grizzly Bears", id="id5", sick=True),
        PermanentSpec(card="Rancor", attached_to="id5"),
        PermanentSpec(card="Mountain", tapped=True),
        PermanentSpec(card="Jace Beleren", counters=(("loyalty", 3),)),
        PermanentSpec(card="Walking Ballista",
                      counters=(("+1/+1", 2), ("-1/-1", 1), ("lore", 1), ("charge", 4))),
    )
    assert ai.battlefield == (PermanentSpec(card="Hill Giant", owner="Human", tapped=True),
                              PermanentSpec(card="Wall of Omens", token=True))
    assert [c.name for c in ai.graveyard] == ["Lava Spike"]
    assert (s.turn.active, s.turn.step, s.turn.number, s.turn.lands_played) == (
        "Human", "precombat_main", 3, 1)
    assert ("Hill Giant", 23) in s.card_names()


def test_pzl_round_trip_through_yaml() -> None:
    s = pzl_to_scenario(PUZZLE, "bears.pzl")
    text = s.to_yaml()
    assert "expect: []" in text
    again = parse_scenario(text, "bears.yaml")
    assert not again.from_pzl
    assert dataclasses.replace(again, from_pzl=True) == s
    assert parse_scenario(again.to_yaml()) == again


def test_pzl_unknown_cards_listed_at_once() -> None:
    known = {"Island", "Forest", "Mountain", "Shock", "Lightning Bolt", "Grizzly Bears",
             "Hill Giant", "Jace Beleren"}
    with pytest.raises(ScenarioError) as info:
        pzl_to_scenario(PUZZLE, "bears.pzl", known.__contains__)
    err = info.value
    assert err.problem == ("cards not in the registry: Giant Growth, Rancor, Walking Ballista, "
                           "Wall of Omens, Lava Spike")
    assert err.file == "bears.pzl" and err.line == 18
    everything = known | {"Giant Growth", "Rancor", "Walking Ballista", "Wall of Omens",
                          "Lava Spike"}
    assert pzl_to_scenario(PUZZLE, "bears.pzl", everything.__contains__).players


def test_pzl_p0_p1_prefixes_and_phases() -> None:
    text = ("[metadata]\nName:New style\n[state]\nturn=2\nactiveplayer=p1\n"
            "activephase=COMBAT_DECLARE_BLOCKERS\np0life=6\np1life=4\np0landsplayed=0\n"
            "p1landsplayed=1\np0battlefield=Forest\np1battlefield=Mountain;Goblin Guide\n")
    s = pzl_to_scenario(text, "new.pzl")
    assert [p.life for p in s.players] == [6, 4]
    assert (s.turn.active, s.turn.step, s.turn.number, s.turn.lands_played) == (
        "AI", "declare_blockers", 2, 1)
    assert s.source == "Forge puzzle new.pzl" and s.description is None
    assert FORGE_PHASES["END_OF_TURN"] == "end" and FORGE_PHASES["MAIN2"] == "postcombat_main"


@pytest.mark.parametrize(("state", "line", "problem"), [
    ("aibattlefield=t:Knight,P:2,T:2,Cost:no cost,Types:Creature-Knight", 3,
     "token specification"),
    ("aibattlefield=Charging Griffin|Attacking", 3, "unsupported Forge card option 'Attacking'"),
    ("humanhand=Shock|Tapped", 3, "only applies on the battlefield"),
    ("activephase=CLEANUP", 3, "has no priority"),
    ("activephase=BEGIN_COMBAT", 3, "unknown Forge phase"),
    ("aiprecast=Joraga Invocation", 3, "not imported"),
    ("humanbattlefield=Rancor|Attaching:9", 3, "attached to Id 9"),
    ("humancounters=ENERGY=3", 3, "unsupported player counter 'energy'"),
    ("humanlife=lots", 3, "whole number"),
    ("humanbattlefield=Forest|Counters:P1P1", 3, "malformed counters"),
])
def test_pzl_refusals(state: str, line: int, problem: str) -> None:
    with pytest.raises(ScenarioError) as info:
        pzl_to_scenario(f"[metadata]\n[state]\n{state}\n", "x.pzl")
    assert problem in info.value.problem
    assert info.value.line == line


def test_pzl_needs_state_section() -> None:
    with pytest.raises(ScenarioError, match="no \\[state\\] section"):
        pzl_to_scenario("[metadata]\nName:x\n", "x.pzl")


def test_load_pzl(tmp_path: Path) -> None:
    path = tmp_path / "p.pzl"
    path.write_text(PUZZLE, encoding="utf-8")
    s = load_pzl(path)
    assert s.file == str(path) and s.players[0].life == 3
