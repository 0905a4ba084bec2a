"""SCENARIO_FORMAT additions: `answer:` forms, `attached_to` and dungeon expectations, and
malformed input (deep nesting, huge integers) reported as `file:line: problem` with exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.errors import ScenarioError
from mtgrules.judge import judge
from mtgrules.scenarios import ScenarioResult, parse_scenario, run_scenario

HEAD = "format: 1\nname: test\n"

CONTAMINATION = """
players:
  - name: Alice
    battlefield: [Contamination, Grizzly Bears]
    library: [Island]
  - name: Bob
turn: {active: Bob, step: end, number: 2}
actions:
  - {until: {step: upkeep, turn: 3}}
  - pass
"""


def scen(body: str) -> ScenarioResult:
    return run_scenario(parse_scenario(HEAD + body, "t.yaml"))


@pytest.mark.parametrize("answer", ["no", "No", "'no'", "false"])
def test_118_12_no_declines_an_unless_cost(answer: str) -> None:
    r = scen(CONTAMINATION + f"  - {{Alice: choose, answer: {answer}}}\n"
             "expect:\n  - {object: Contamination@graveyard}\n"
             "  - {object: Grizzly Bears, zone: battlefield}\n")
    assert r.passed, r.report()


@pytest.mark.parametrize("answer", ["yes", "grizzly bears", "Grizzly Bears"])
def test_118_12_yes_or_the_object_pays_an_unless_cost(answer: str) -> None:
    r = scen(CONTAMINATION + f"  - {{Alice: choose, answer: {answer}}}\n"
             "expect:\n  - {object: Contamination, zone: battlefield}\n"
             "  - {object: Grizzly Bears@graveyard}\n")
    assert r.passed, r.report()


def test_701_22_scry_answers_top_and_bottom_as_a_list() -> None:
    body = """
players:
  - name: Alice
    battlefield: [Island]
    hand: [Opt]
    library: [Forest, Mountain, Plains]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Opt}
  - pass
  - {Alice: choose, answer: [BOTTOM]}
expect:
  - {zone: hand, player: Alice, contains: [Mountain]}
  - {zone: library, player: Alice, count: 2}
"""
    r = scen(body)
    assert r.passed, r.report()


PACIFISM = """
players:
  - name: Alice
    battlefield: [Plains, Plains, Swamp, Swamp, Swamp]
    hand: [Pacifism, Murder]
  - name: Bob
    battlefield: [{card: Grizzly Bears, id: bears}, Hill Giant]
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Pacifism, targets: [bears]}
  - resolve
"""


def test_303_4_attached_to_names_the_enchanted_object() -> None:
    r = scen(PACIFISM + "expect:\n  - {object: Pacifism, attached_to: bears}\n"
             "  - {object: Hill Giant, attached_to: null}\n")
    assert r.passed, r.report()
    r = scen(PACIFISM + "expect:\n  - {object: Pacifism, attached_to: Hill Giant}\n"
             "  - {object: Pacifism, attached_to: null}\n")
    assert not r.passed
    text = r.report()
    assert "Pacifism attached_to" in text and "Grizzly Bears" in text
    assert "Pacifism attached to nothing" in text


def test_704_5m_aura_whose_creature_died_is_attached_to_nothing() -> None:
    r = scen(PACIFISM + "  - {Alice: cast Murder, targets: [bears]}\n  - resolve\n"
             "expect:\n  - {object: Pacifism@graveyard, attached_to: null}\n")
    assert r.passed, r.report()


def test_309_dungeon_expectations_are_checked() -> None:
    r = scen(PACIFISM + "expect:\n  - {player: Alice, dungeon: null, dungeons_completed: 0}\n")
    assert r.passed, r.report()
    r = scen(PACIFISM + "expect:\n  - {player: Alice, dungeon: Tomb of Annihilation, "
             "room: Oubliette, dungeons_completed: 1}\n")
    assert not r.passed
    text = r.report()
    assert "Alice dungeon" in text and "Alice room" in text and "dungeons_completed" in text
    with pytest.raises(ScenarioError) as info:
        parse_scenario(HEAD + PACIFISM + "expect:\n  - {player: Alice, dungeon: Undermountain}\n",
                       "d.yaml")
    assert str(info.value).startswith("d.yaml:15: unknown dungeon 'Undermountain'")

def _judge(tmp_path: Path, text: str) -> tuple[int, str]:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(judge, [str(path)])
    assert r.exception is None or isinstance(r.exception, SystemExit)
    return r.exit_code, r.stderr


def test_deeply_nested_yaml_is_file_line_problem_exit_2(tmp_path: Path) -> None:
    code, err = _judge(tmp_path, HEAD + "players: " + "[" * 1500 + "]" * 1500 + "\n")
    assert code == 2
    assert err.startswith(f"{tmp_path / 'bad.yaml'}:3: YAML nested more than 50 levels deep")
    code, err = _judge(tmp_path, HEAD + "players:\n" + "".join(
        "  " * i + "- \n" for i in range(60)))
    assert code == 2 and "nested more than 50 levels" in err and "Traceback" not in err


@pytest.mark.parametrize("value", ["9" * 5000, "1" + "0" * 20])
def test_huge_integers_are_file_line_problem_exit_2(tmp_path: Path, value: str) -> None:
    text = (HEAD + "players:\n  - name: A\n    life: " + value + "\n  - name: B\n"
            "turn: {active: A, step: precombat_main}\nexpect:\n  - {player: A, life: 1}\n")
    code, err = _judge(tmp_path, text)
    assert code == 2
    assert err.startswith(f"{tmp_path / 'bad.yaml'}:5: player 'A' life: the integer")
    assert "too large" in err and len(err) < 300


def test_huge_reference_index_is_a_scenario_error(tmp_path: Path) -> None:
    text = (HEAD + "players:\n  - name: A\n  - name: B\nturn: {active: A, step: precombat_main}\n"
            "expect:\n  - {object: 'Mountain#" + "9" * 5000 + "'}\n")
    code, err = _judge(tmp_path, text)
    assert code == 2 and "too large" in err


def test_514_1_a_list_answers_a_multi_pick_one_card_at_a_time() -> None:
    body = """
players:
  - name: Alice
    hand: [Island, Island, Forest, Forest, Mountain, Mountain, Plains, Plains, Shock]
  - name: Bob
turn: {active: Alice, step: end, number: 3}
actions:
  - pass
  - {Alice: choose, answer: [shock, Plains]}
expect:
  - {zone: graveyard, player: Alice, contains: [Shock, Plains]}
  - {player: Alice, hand_size: 7}
"""
    r = scen(body)
    assert r.passed, r.report()


def test_name_hash_n_needs_an_nth_object_of_that_name() -> None:
    """`Name#2` is the second such object: with one Grizzly Bears it names nothing (it must
    never fall back to the only Bears)."""
    body = ("players:\n  - name: Alice\n    battlefield: [Grizzly Bears]\n  - name: Bob\n"
            "turn: {active: Alice, step: precombat_main, number: 3}\n")
    r = scen(body + 'expect:\n  - {object: "Grizzly Bears#2", power: 2}\n')
    assert not r.passed
    assert "only 1 object named 'Grizzly Bears' in the battlefield" in r.report()
    r = scen(body + 'expect:\n  - {object: "Grizzly Bears#1", power: 2}\n')
    assert r.passed, r.report()
