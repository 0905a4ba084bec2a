"""``mtgrules simulate DECK DECK``: many games between two decks, with win-rate statistics;
with three or more decks, or Limited pools (``--sealed SET``, ``--draft SET``), a round robin.

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
from mtgrules.cards.status import load_playable_deck
from mtgrules.errors import MtgRulesError
from mtgrules.limited.deck_building import build_deck
from mtgrules.limited.draft import SEATS, new_draft, pools, run_draft
from mtgrules.limited.drafters import make_drafter
from mtgrules.limited.sealed import sealed_pool
from mtgrules.simulate import (
    SIM_AGENTS,
    GameResult,
    Record,
    RoundRobinResult,
    SimulationResult,
    round_robin,
    run,
)


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
@click.argument("decks", nargs=-1)
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
@click.option("--sealed", "sealed_set", metavar="SET", default=None,
              help="Round robin between the automatic decks of --players sealed pools of SET "
                   "(pool k from seed --pool-seed + k).")
@click.option("--draft", "draft_set", metavar="SET", default=None,
              help="Round robin between the 8 automatic decks of a bot draft of SET (seeded "
                   "--pool-seed).")
@click.option("--players", type=click.IntRange(2, 64), default=SEATS, show_default=True,
              help="Sealed pools in a --sealed round robin.")
@click.option("--pool-seed", type=int, default=0, show_default=True,
              help="Seed of the sealed pools or of the draft.")
@click.option("--drafters", type=click.Choice(["pick-order", "random"]),
              default="pick-order", show_default=True, help="The bots of a --draft.")
def simulate(decks: tuple[str, ...], games: int, agents: str, seed: int, workers: int,
             backend: str, ray_address: str | None, as_json: bool, as_csv: bool,
             sealed_set: str | None = None, draft_set: str | None = None, players: int = SEATS,
             pool_seed: int = 0, drafters: str = "pick-order") -> None:
    """Play GAMES games between two DECKS (built-in deck names or decklist files) and print
    win rates per deck and per seat with 95% Wilson intervals, average turns, draws and
    games/s. With three or more DECKS, or with --sealed/--draft pools, every pair of decks
    plays GAMES games (a round robin) and each deck's record is printed. The same seed gives
    the same results whatever the backend or the number of workers."""
    if as_json and as_csv:
        raise click.UsageError("give --json or --csv, not both")
    if ray_address is not None and backend != "ray":
        raise click.UsageError("--ray-address needs --backend ray")
    pair = _agents(agents)
    if any(is_agent_spec(p) for p in pair) and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # a user's agent module beside them, as ``python -m``
    if sealed_set or draft_set or len(decks) > 2:
        _round_robin(decks, sealed_set, draft_set, players, pool_seed, drafters, games,
                     pair[0], seed, workers, backend, ray_address, as_json, as_csv)
        return
    if len(decks) != 2:
        raise click.UsageError(f"give two decks (or three or more for a round robin, or "
                               f"--sealed/--draft SET), not {len(decks)}")
    deck_a, deck_b = decks
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


def limited_decks(decks: tuple[str, ...], sealed_set: str | None, draft_set: str | None,
                  players: int, pool_seed: int, drafters: str) -> list[tuple[str, list[str]]]:
    """The ``(name, card names)`` of a round robin's decks: the given deck specs, then the
    automatic decks of ``players`` sealed pools of ``sealed_set`` (seeds ``pool_seed + k``),
    then those of the 8 seats of a bot draft of ``draft_set``. Raises MtgRulesError (DeckError,
    LimitedError) for a bad deck or set."""
    out = [(spec.rsplit("/", 1)[-1], load_playable_deck(spec).card_names()) for spec in decks]
    if sealed_set:
        for k in range(players):
            pool = sealed_pool(sealed_set, pool_seed + k)
            out.append((f"sealed {pool.set_code} #{pool_seed + k}", pool.deck().card_names()))
    if draft_set:
        d = new_draft(draft_set, pool_seed)
        d = run_draft(d, [make_drafter(drafters, pool_seed * SEATS + s) for s in range(d.seats)])
        for s, picks in enumerate(pools(d)):
            out.append((f"draft {d.set_code} seat {s + 1}", build_deck(picks).card_names()))
    return out


def _round_robin(decks: tuple[str, ...], sealed_set: str | None, draft_set: str | None,
                 players: int, pool_seed: int, drafters: str, games: int, agent: str,
                 seed: int, workers: int, backend: str, ray_address: str | None,
                 as_json: bool, as_csv: bool) -> None:
    try:
        entries = limited_decks(decks, sealed_set, draft_set, players, pool_seed, drafters)
        result = round_robin(entries, games, agent, seed, workers, backend,  # type: ignore[arg-type]
                             ray_address)
    except (MtgRulesError, ImportError) as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps(result.to_data(), sort_keys=True))
    elif as_csv:
        w = csv.writer(sys.stdout)
        w.writerow(["deck_a", "deck_b", *(f.name for f in fields(GameResult))])
        for (a, b), m in zip(result.pairs, result.matches, strict=True):
            for g in m.games:
                w.writerow([result.deck_names[a], result.deck_names[b], *asdict(g).values()])
    else:
        _standings(result)


def _standings(result: RoundRobinResult) -> None:
    out = Console()
    n = sum(len(m.games) for m in result.matches)
    t = Table(title=f"round robin: {len(result.deck_names)} decks, {n} games")
    for col in ("", "games", "wins", "losses", "draws", "win rate", "95% CI"):
        t.add_column(col, justify="left" if not col else "right")
    rows: list[Record] = sorted(result.standings, key=lambda r: (-r.win_rate, r.name))
    for r in rows:
        lo, hi = r.interval
        t.add_row(r.name, str(r.games), str(r.wins), str(r.losses), str(r.draws),
                  f"{r.win_rate:.1%}", f"{lo:.1%} - {hi:.1%}")
    out.print(t)
