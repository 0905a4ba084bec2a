"""Tests of the Forge puzzle (.pzl) import."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from mtgrules.errors import ScenarioError
from mtgrules.pzl import (
    FORGE_PHASES,
    PuzzleImportError,
    PuzzleProblemKind,
    load_pzl,
    pzl_to_scenario,
)
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
    assert err.problem == ("the puzzle can't be imported (5 problems):\n"
                           "  line 18: unknown card 'Giant Growth'\n"
                           "  line 22: unknown card 'Rancor'\n"
                           "  line 22: unknown card 'Walking Ballista'\n"
                           "  line 23: unknown card 'Wall of Omens'\n"
                           "  line 24: unknown card 'Lava Spike'")
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
     "the engine makes no such token"),
    ("aibattlefield=Charging Griffin|Attacking", 3, "card option 'Attacking' on 'Charging "
     "Griffin': an attacking creature at setup"),
    ("humanhand=Shock|Tapped", 3, "only applies on the battlefield"),
    ("activephase=UNTAP", 3, "has no priority"),
    ("activephase=BEGIN_COMBAT", 3, "unknown Forge phase"),
    ("aiprecast=Joraga Invocation", 3, "not imported"),
    ("humanbattlefield=Rancor|Attaching:9", 3, "attached to Id 9"),
    ("humancounters=ENERGY=3", 3, "energy counters (CR 107.14) can't be given"),
    ("humanlife=lots", 3, "whole number"),
    ("humanbattlefield=Forest|Counters:P1P1", 3, "malformed counters"),
    ("aibattlefield=Hill Giant|Counters:P1P0=1", 3, "P1P0 counters in card 'Hill Giant': only "
     "+1/+1 and -1/-1 counters change power and toughness in the engine"),
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


# Our own puzzles in Forge's format (issue 27): the keys and options Forge's puzzles use.
KNOWN = {"Lightning Bolt", "Fire // Ice", "Lim-Dûl's Vault", "Grizzly Bears", "Hill Giant",
         "Mountain", "Forest", "Kenrith, the Returned King", "Wizard Class", "Shock"}


def imported(state: str, meta: str = "Name:Own puzzle\n"):  # type: ignore[no-untyped-def]
    return pzl_to_scenario(f"[metadata]\n{meta}[state]\n{state}", "own.pzl",
                           KNOWN.__contains__, KNOWN)


def test_pzl_names_resolve_as_decklists_do() -> None:
    s = imported("humanhand=LIGHTNING BOLT;fire;Lim-Dul’s Vault\nhumanbattlefield=grizzly bears\n")
    assert [c.name for c in s.players[0].hand] == ["Lightning Bolt", "Fire // Ice",
                                                   "Lim-Dûl's Vault"]
    assert s.players[0].battlefield[0].card == "Grizzly Bears"


def test_pzl_empty_keys_mean_nothing() -> None:
    s = imported("humancommand=\naiprecast=\np1sideboard=\nhumanhand=\nhumanlife=7\n"
                 "activephaseadvance=\n")
    assert s.players[0].life == 7 and s.players[0].hand == () and s.actions == ()


def test_pzl_options_the_scenario_model_represents() -> None:
    s = imported("activeplayer=p0\nactivephase=MAIN1\nremovesummoningsickness=true\n"
                 "p0manapool=R R G\n"
                 "p0battlefield=Grizzly Bears|SummonSick|NoETBTrigs;Wizard Class|ClassLevel:2;"
                 "t:c_a_treasure_sac;Kenrith, the Returned King|IsCommander;"
                 "t:Treasure,P:0,T:0,Cost:no cost,Types:Artifact-Treasure,Image:c_a_treasure_sac_XLN\n"
                 "p1command=Kenrith, the Returned King|IsCommander\n")
    human, ai = s.players
    bears, wizard_class, treasure, kenrith, old_form = human.battlefield
    assert (old_form.card, old_form.token) == ("Treasure", True)
    assert not bears.sick  # removesummoningsickness
    assert wizard_class.level == 2
    assert (treasure.card, treasure.token) == ("Treasure", True)
    assert kenrith.commander and ai.commander == ("Kenrith, the Returned King",)
    assert human.mana_pool == "{R}{R}{G}"


def test_pzl_forge_creature_token_scripts_the_engine_makes() -> None:
    s = imported("aibattlefield=T:c_4_4_a_construct;t:u_1_1_illusion_flying;t:c_1_1_a_servo;"
                 "t:Goblin,P:1,T:1,Cost:no cost,Types:Creature-Goblin,Image:r_1_1_goblin_SOM\n")
    assert [(p.card, p.token) for p in s.players[1].battlefield] == [
        ("4/4 colorless Construct artifact creature token", True),
        ("1/1 blue Illusion creature token with flying", True),
        ("1/1 colorless Servo artifact creature token", True),
        ("1/1 red Goblin creature token", True)]
    with pytest.raises(PuzzleImportError) as info:  # not creature types, or not a keyword
        imported("aibattlefield=t:c_1_1_a_servo_kld;t:r_1_1_elemental_haste_sac;t:g_x_x_ooze\n")
    assert [p.subject for p in info.value.problems] == [
        "t:c_1_1_a_servo_kld", "t:r_1_1_elemental_haste_sac", "t:g_x_x_ooze"]


def test_pzl_phase_advance_and_cleanup_start_are_until_actions() -> None:
    s = imported("turn=3\nactiveplayer=ai\nactivephase=MAIN1\n"
                 "activephaseadvance=COMBAT_DECLARE_BLOCKERS\n")
    assert s.turn.step == "precombat_main"
    assert [(a.kind, a.until_step, a.until_turn) for a in s.actions] == [
        ("until", "declare_blockers", None)]
    cleanup = imported("turn=4\nactiveplayer=human\nactivephase=CLEANUP\n")
    assert (cleanup.turn.step, cleanup.turn.number) == ("end", 4)
    assert [(a.kind, a.until_step, a.until_turn) for a in cleanup.actions] == [
        ("until", "upkeep", 5)]


def test_pzl_cleanup_start_plays_to_the_next_turns_upkeep(tmp_path: Path) -> None:
    from mtgrules.scenarios.run import run_scenario
    p = tmp_path / "next_turn.pzl"
    p.write_text("[metadata]\nName:Next turn\n[state]\nturn=2\nactiveplayer=human\n"
                 "activephase=CLEANUP\nhumanlife=5\nhumanbattlefield=Mountain|Tapped\n"
                 "aibattlefield=Hill Giant|Tapped|SummonSick\n", encoding="utf-8")
    result = run_scenario(load_pzl(p))
    assert result.game is not None
    state = result.game.state
    assert (state.turn, state.step, state.active) == (3, "upkeep", 1)
    tapped = {state.objects[i].card: state.objects[i].tapped for i in state.battlefield}
    assert tapped == {"Mountain": True, "Hill Giant": False}  # the AI's untap step (CR 502.3)


def test_pzl_every_problem_in_one_refusal() -> None:
    state = ("humanpersistentmana=R R\n"                                   # line 4
             "p0counters=ENERGY=2\n"                                       # 5
             "p0speed=2\n"                                                 # 6
             "p0ringtempted=1\n"                                           # 7
             "aiprecast=Shock->human\n"                                    # 8
             "humancommand=Emblem - Chandra\n"                             # 9
             "humanbattlefield=Grizzly Bears|Attacking|Damage:1;Hill Giant|Transformed;"
             "Forest|ChosenColor:green;Mountain|ChosenType:Goblin;t:b_2_2_zombie_decayed\n"  # 10
             "humanexile=Shock|ExiledWith:3|FaceDown\n"                   # 11
             "aibattlefield=Lightning Bolt|ExecuteScript:DBDamage;Nonesuch Card\n")  # 12
    with pytest.raises(PuzzleImportError) as info:
        imported(state, meta="Name:All at once\n")
    err = info.value
    assert err.line == 4 and len(err.problems) == 17 and err.problem.startswith("the puzzle can't be imported (17 problems):")
    found = [(p.line, p.kind, p.subject) for p in err.problems]
    K = PuzzleProblemKind
    assert found == [
        (4, K.KEY, "persistentmana"), (5, K.KEY, "energy counters"), (6, K.KEY, "speed"),
        (7, K.KEY, "ringtempted"), (8, K.KEY, "precast"), (9, K.UNKNOWN_CARD, "Emblem - Chandra"),
        (9, K.KEY, "command zone"), (10, K.CARD_OPTION, "attacking"),
        (10, K.CARD_OPTION, "damage"), (10, K.CARD_OPTION, "transformed"),
        (10, K.CARD_OPTION, "chosencolor"), (10, K.CARD_OPTION, "chosentype"),
        (10, K.TOKEN, "t:b_2_2_zombie_decayed"), (11, K.CARD_OPTION, "exiledwith"),
        (11, K.CARD_OPTION, "facedown"), (12, K.CARD_OPTION, "executescript"),
        (12, K.UNKNOWN_CARD, "Nonesuch Card")]
    assert "  line 12: card option 'ExecuteScript:DBDamage' on 'Lightning Bolt': Forge's own " \
           "scripting (ExecuteScript) is never imported" in err.problem


# --- benchmarks/pzl_import.py ----------------------------------------------------------------

def test_pzl_import_benchmark_counts_imports_and_blocking_subjects(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util
    script = Path(__file__).resolve().parents[2] / "benchmarks" / "pzl_import.py"
    spec = importlib.util.spec_from_file_location("pzl_import", script)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    (tmp_path / "plays.pzl").write_text(
        "[metadata]\nName:a\n[state]\nactivephase=MAIN1\nhumanhand=lightning bolt\n"
        "humanbattlefield=Mountain|NoETBTrigs\naibattlefield=Grizzly Bears\n", encoding="utf-8")
    (tmp_path / "nested").mkdir()
    (tmp_path / "nested" / "refused.pzl").write_text(
        "[metadata]\nName:b\n[state]\nhumanbattlefield=Grizzly Bears|Attacking;"
        "Nonesuch Card\naiprecast=Lightning Bolt\n", encoding="utf-8")
    assert mod.main([str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "puzzles: 2\nimported: 1\nstarted: 1\nblocked_only_by_cards: 0\n" in out
    assert "   1 (  0 alone)  card option: attacking" in out
    assert "   1 (  0 alone)  unknown card: Nonesuch Card" in out
    assert "   1 (  0 alone)  key: precast" in out
    assert mod.main([str(tmp_path / "nested" / "none")]) == 2
