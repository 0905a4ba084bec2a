"""`mtgrules simulate` over Limited pools: a round robin between sealed or drafted decks, each
deck's record with the same Wilson intervals as a two-deck simulation."""

from __future__ import annotations

import json

from click.testing import CliRunner

import mtgrules  # noqa: F401  (wiring: the compiled cards' status)
from mtgrules.cli import main
from mtgrules.simulate import GameResult, RoundRobinResult, SimulationResult, wilson_interval


def _match(names: tuple[str, str], winners: list[int | None]) -> SimulationResult:
    games = tuple(GameResult(i, i, w, w, 5, 10, True, "x") for i, w in enumerate(winners))
    return SimulationResult(names, ("heuristic", "heuristic"), 0, "local", 1, games, 1.0)


def test_standings_add_each_decks_games_over_its_matches() -> None:
    rr = RoundRobinResult(("A", "B", "C"), ((0, 1), (0, 2), (1, 2)),
                          (_match(("A", "B"), [0, 0, 1]), _match(("A", "C"), [1, None, 0]),
                           _match(("B", "C"), [0, 0, 0])))
    a, b, c = rr.standings
    assert (a.games, a.wins, a.losses, a.draws) == (6, 3, 2, 1)
    assert (b.games, b.wins, b.losses, b.draws) == (6, 4, 2, 0)
    assert (c.games, c.wins, c.losses, c.draws) == (6, 1, 4, 1)
    assert a.interval == wilson_interval(3, 6)


def test_simulate_sealed_pools_round_robin() -> None:
    r = CliRunner().invoke(main, ["simulate", "--sealed", "AFR", "--players", "2",
                                  "--games", "2", "--seed", "1", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    names = [s["name"] for s in data["standings"]]
    assert names == ["sealed AFR #0", "sealed AFR #1"]
    a, b = data["standings"]
    assert a["games"] == b["games"] == 2 and a["wins"] == b["losses"]
    assert len(data["matches"]) == 1 and data["matches"][0]["games"] == 2


def test_simulate_needs_two_decks_without_pools() -> None:
    r = CliRunner().invoke(main, ["simulate", "red"])
    assert r.exit_code == 2 and "give two decks" in r.output
