"""mtgrules.simulate and `mtgrules simulate`: statistics, determinism across backends and
worker counts, bad parameters."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.simulate import SimulationError, game_specs, run, wilson_interval


def test_wilson_interval_known_values() -> None:
    lo, hi = wilson_interval(5, 10)
    assert round(lo, 4) == 0.2366 and round(hi, 4) == 0.7634
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = wilson_interval(10, 10)
    assert hi == pytest.approx(1.0) and 0.72 < lo < 0.73


def test_decks_swap_seats_and_seeds_follow_the_index() -> None:
    specs = game_specs(["Forest"], ["Mountain"], 4, ("heuristic", "random"), 10)
    assert [s.seed for s in specs] == [10, 11, 12, 13]
    assert specs[0].decks == (("Forest",), ("Mountain",)) and specs[0].agents[0] == "heuristic"
    assert specs[1].decks == (("Mountain",), ("Forest",)) and specs[1].agents[0] == "random"


def test_results_add_up_and_do_not_depend_on_workers_or_chunks() -> None:
    one = run("red", "green", games=6, agents=("heuristic", "random"), seed=3)
    two = run("red", "green", games=6, agents=("heuristic", "random"), seed=3, workers=2,
              chunk_size=2)
    assert one.outcomes() == two.outcomes()
    a, b = one.decks
    assert a.wins + b.wins + one.draws == 6
    s1, s2 = one.seats
    assert s1.wins + s2.wins + one.draws == 6
    assert all(g.finished for g in one.games)
    assert one.average_turns > 1


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(SimulationError, match="games"):
        run("red", "green", games=0)
    with pytest.raises(SimulationError, match="agent"):
        run("red", "green", games=1, agents=("heuristic", "human"))  # type: ignore[arg-type]


def test_cli_json_and_errors() -> None:
    r = CliRunner().invoke(main, ["simulate", "red", "green", "--games", "2", "--agents",
                                  "heuristic,random", "--seed", "1", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["games"] == 2 and len(data["results"]) == 2
    assert data["decks"][0]["name"] == "red (heuristic)"
    assert 0.0 <= data["decks"][0]["ci95"][0] <= data["decks"][0]["ci95"][1] <= 1.0
    r = CliRunner().invoke(main, ["simulate", "red", "no-such-deck", "--games", "2"])
    assert r.exit_code == 2 and "no-such-deck" in r.output and "Traceback" not in r.output
    r = CliRunner().invoke(main, ["simulate", "red", "green", "--agents", "human"])
    assert r.exit_code == 2


def test_cli_csv_has_one_row_per_game() -> None:
    r = CliRunner().invoke(main, ["simulate", "red", "green", "--games", "3", "--csv"])
    assert r.exit_code == 0, r.output
    lines = r.output.strip().splitlines()
    assert lines[0].startswith("index,seed,winner_seat") and len(lines) == 4


def test_ray_backend_gives_the_same_results_as_local() -> None:
    pytest.importorskip("ray")
    local = run("red", "green", games=4, agents=("heuristic", "random"), seed=7)
    remote = run("red", "green", games=4, agents=("heuristic", "random"), seed=7,
                 backend="ray", workers=2)
    assert local.outcomes() == remote.outcomes()
    assert remote.backend == "ray"


def test_cli_ray_address_needs_the_ray_backend() -> None:
    r = CliRunner().invoke(main, ["simulate", "red", "green", "--ray-address", "ray://x:1"])
    assert r.exit_code == 2 and "--backend ray" in r.output


def test_play_with_more_decks_than_players_allowed_is_a_usage_error() -> None:
    args = ["play", "--quiet"] + ["--deck", "red"] * 17
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 2 and "2 to 16" in r.output and "Traceback" not in r.output


def test_more_workers_than_work_is_capped() -> None:
    r = run("red", "green", games=2, agents=("random", "random"), seed=1, workers=64)
    assert r.workers == 2 and len(r.games) == 2  # two chunks of one game


def _user_agents_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).parent.parent / "data" / "agents"))


def test_a_user_agent_class_by_import_path_plays_and_is_named_in_the_results(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _user_agents_on_path(monkeypatch)
    res = run("red", "green", games=2, agents=("first_option:FirstOption", "heuristic"), seed=1)
    assert res.agents == ("first_option:FirstOption", "heuristic")
    assert res.decks[0].name == "red (first_option:FirstOption)"
    # always passing priority with option 0 loses to the heuristic: deck B wins every game
    assert [g.winner_deck for g in res.games] == [1, 1]


def test_an_agent_object_plays_every_game() -> None:
    from mtgrules.agents import RandomAgent

    res = run("red", "green", games=2, agents=(RandomAgent(4), "heuristic"), seed=1)
    assert res.agents == ("RandomAgent", "heuristic") and len(res.games) == 2


@pytest.mark.parametrize(("spec", "message"), [
    ("no_such_module_xyz:Agent", "can't import module 'no_such_module_xyz'"),
    ("first_option:Missing", "has no 'Missing'"),
    ("first_option:NoAct", "not a class with an act() method"),
])
def test_a_bad_agent_spec_is_refused_before_any_game(monkeypatch: pytest.MonkeyPatch,
                                                     spec: str, message: str) -> None:
    from mtgrules.agents.loading import AgentSpecError

    _user_agents_on_path(monkeypatch)
    with pytest.raises(AgentSpecError, match=message.replace("(", r"\(").replace(")", r"\)")):
        run("red", "green", games=1, agents=(spec, "heuristic"))


def test_the_cli_takes_a_user_agent_from_the_current_folder(monkeypatch: pytest.MonkeyPatch,
                                                           tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "mybot.py").write_text(
        "class Passer:\n    def act(self, view, decision, options):\n        return options[0]\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.path", [p for p in __import__("sys").path if p not in ("", ".")])
    out = CliRunner().invoke(main, ["simulate", "red", "green", "-n", "2", "--agents",
                                    "mybot:Passer,heuristic", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["decks"][1]["wins"] == 2 and data["decks"][0]["name"] == "red (mybot:Passer)"
    bad = CliRunner().invoke(main, ["simulate", "red", "green", "--agents", "mybot:Nope"])
    assert bad.exit_code == 2 and "has no 'Nope'" in bad.output


def test_an_agent_that_raises_is_reported_with_its_game_and_seed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _user_agents_on_path(monkeypatch)
    with pytest.raises(SimulationError, match=r"game 0 \(seed 5, agents first_option:Boom, "
                       r"heuristic\) stopped at decision 1: RuntimeError: my agent crashed"):
        run("red", "green", games=2, agents=("first_option:Boom", "heuristic"), seed=5)
    out = CliRunner().invoke(main, ["simulate", "red", "green", "-n", "2", "-j", "2",
                                    "--agents", "first_option:Boom,heuristic"])
    assert out.exit_code == 2 and "RuntimeError: my agent crashed" in out.output
    assert "Traceback" not in out.output
