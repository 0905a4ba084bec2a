"""``mtgrules simulate DECK DECK``: many games between two decks, with win-rate statistics.

The work is :func:`mtgrules.simulate.run`; this module parses the options, shows a rich
progress bar when stderr is a terminal, and prints a table, JSON (``--json``) or CSV
(``--csv``, one row per game).
"""

from __future__ import annotations

import csv
import json
import os
import sys
from dataclasses import asdict, fields

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
from rich.table import Table

from mtgrules.agents.loading import is_agent_spec
from mtgrules.errors import MtgRulesError
from mtgrules.simulate import SIM_AGENTS, GameResult, SimulationResult, run


def _agents(text: str) -> tuple[str, str]:
    parts = [p.strip() for p in text.split(",")]
    if len(parts) == 1:
        parts *= 2
    if len(parts) != 2 or any(p not in SIM_AGENTS and not is_agent_spec(p) for p in parts):
        raise click.BadParameter(f"{text!r}: give one or two of {', '.join(SIM_AGENTS)} or "
                                 "'package.module:ClassName', comma-separated (deck A's "
                                 "agent, then deck B's)")
    return parts[0], parts[1]


@click.command()
@click.argument("deck_a")
@click.argument("deck_b")
@click.option("--games", "-n", type=click.IntRange(1, 10_000_000), default=100,
              show_default=True, help="Number of games.")
@click.option("--agents", default="heuristic,heuristic", show_default=True,
              help="Agents of deck A and deck B, e.g. heuristic,random or "
                   "mybots.greedy:GreedyAgent,heuristic (a class importable from here).")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed of the first game (game i uses seed + i).")
@click.option("--workers", "-j", type=click.IntRange(1, 1024), default=1, show_default=True,
              help="Worker processes (local), or CPUs of a local Ray instance (ray).")
@click.option("--backend", type=click.Choice(["local", "ray"]), default="local",
              show_default=True, help="Where games run: local processes or a Ray cluster.")
@click.option("--ray-address", default=None,
              help="Address of a running Ray cluster (default: start a local Ray instance).")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--csv", "as_csv", is_flag=True, help="Print one CSV row per game.")
def simulate(deck_a: str, deck_b: str, games: int, agents: str, seed: int, workers: int,
             backend: str, ray_address: str | None, as_json: bool, as_csv: bool) -> None:
    """Play GAMES games between DECK_A and DECK_B (built-in deck names or decklist files)
    and print win rates per deck and per seat with 95% Wilson intervals, average turns,
    draws and games/s. The same seed gives the same results whatever the backend or the
    number of workers."""
    if as_json and as_csv:
        raise click.UsageError("give --json or --csv, not both")
    if ray_address is not None and backend != "ray":
        raise click.UsageError("--ray-address needs --backend ray")
    pair = _agents(agents)
    if any(is_agent_spec(p) for p in pair) and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # a user's agent module beside them, as ``python -m``
    err = Console(stderr=True)
    try:
        if err.is_terminal and not (as_json or as_csv):
            with Progress("[progress.description]{task.description}", BarColumn(),
                          MofNCompleteColumn(), TimeRemainingColumn(), console=err,
                          transient=True) as bar:
                task = bar.add_task("games", total=games)
                result = run(deck_a, deck_b, games, pair, seed, workers, backend,  # type: ignore[arg-type]
                             ray_address, progress=lambda n: bar.update(task, completed=n))
        else:
            result = run(deck_a, deck_b, games, pair, seed, workers, backend,  # type: ignore[arg-type]
                         ray_address)
    except (MtgRulesError, ImportError) as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps(result.to_data(), sort_keys=True))
    elif as_csv:
        w = csv.writer(sys.stdout)
        w.writerow([f.name for f in fields(GameResult)])
        for g in result.games:
            w.writerow(list(asdict(g).values()))
    else:
        _table(result)


def _table(result: SimulationResult) -> None:
    out = Console()
    t = Table(title=f"{len(result.games)} games, seed {result.seed}, {result.backend} backend, "
                    f"{result.workers} worker(s)")
    for col in ("", "games", "wins", "losses", "draws", "win rate", "95% CI"):
        t.add_column(col, justify="left" if not col else "right")
    for r in (*result.decks, *result.seats):
        lo, hi = r.interval
        t.add_row(r.name, str(r.games), str(r.wins), str(r.losses), str(r.draws),
                  f"{r.win_rate:.1%}", f"{lo:.1%} - {hi:.1%}")
    out.print(t)
    out.print(f"average turns {result.average_turns:.1f}; draws {result.draws} "
              f"({result.unfinished} stopped at the decision limit); "
              f"{result.games_per_second:.2f} games/s")
