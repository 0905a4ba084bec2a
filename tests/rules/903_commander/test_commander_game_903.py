"""A Commander game (CR 903) from ``Game.new`` and from the command line: 40 life, the
commanders in the command zone from the start (903.6), saved and resumed with their tax and
damage, and an AI-vs-AI game between the example Commander decks played to the end."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.game import Game
from mtgrules.rules.commander import commander_entries

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _game() -> Game:
    return Game.new([["Forest"] * 20, ["Forest"] * 20], ["Alice", "Bob"], seed=2,
                    commanders=[["Grizzly Bears"], ["Tolsimir Wolfblood"]])


def test_commanders_start_in_the_command_zone_at_40_life() -> None:
    g = _game()
    s = g.state
    assert [p.life for p in s.players] == [40, 40]  # CR 903.7
    entries = commander_entries(s)
    assert [(e["owner"], e["card"], s.objects[e["id"]].zone) for e in entries] == [
        (0, "Grizzly Bears", "command"), (1, "Tolsimir Wolfblood", "command")]
    assert [e["identity"] for e in entries] == [["G"], ["W", "G"]]  # CR 903.4
    for p in s.players:  # the commander is not in the library (nor the opening hand)
        assert len(p.library) + len(p.hand) == 20
        assert {s.objects[x].card for x in p.library + p.hand} == {"Forest"}
    starts = [e for e in s.log if e["event"] == "command_zone"]
    assert [e["rule"] for e in starts] == ["903.6", "903.6"]


def test_life_can_still_be_given() -> None:
    g = Game.new([["Forest"] * 5] * 2, seed=1, life=30,
                 commanders=[["Grizzly Bears"], ["Grizzly Bears"]])
    assert [p.life for p in g.state.players] == [30, 30]


def test_not_a_commander_game_without_commanders() -> None:
    g = Game.new([["Forest"] * 5] * 2, seed=1)
    assert commander_entries(g.state) == [] and g.state.players[0].life == 20


def test_a_saved_commander_game_resumes_with_its_commanders() -> None:
    g = _game()
    commander_entries(g.state)[0]["casts"] = 2
    g.state.extra["commander_damage"] = {"1:0": 7}
    back = Game.from_json(g.to_json())
    assert commander_entries(back.state) == commander_entries(g.state)
    assert back.state.extra["commander_damage"] == {"1:0": 7}


def test_cli_plays_a_commander_game_between_the_example_decks_to_the_end() -> None:
    r = CliRunner().invoke(main, ["play", "--format", "commander",
                                  "--deck", str(EXAMPLES / "commander-green.txt"),
                                  "--deck", str(EXAMPLES / "commander-red.txt"),
                                  "--seed", "3"])
    assert r.exit_code == 0, r.output
    assert "starts the game in the command zone  [903.6]" in r.output
    assert "has been cast from the command zone" in r.output  # CR 903.8
    # the game ends with a winner (which one depends on the agents; with seed 3 the red deck's
    # commander, Lathliss, deals the 21 combat damage, CR 704.6c)
    assert re.match(r"result: (Alice|Bob) wins after \d+ turns", r.output.strip().splitlines()[-1])
