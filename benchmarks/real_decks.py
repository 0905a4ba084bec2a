"""Real decklists play (issue 19): how many of the decks in a folder load, and whether each one
that loads plays random games to the end without an exception.

    python benchmarks/real_decks.py                      # ../shared/decks-real, 2 games a deck
    python benchmarks/real_decks.py DIR --games 5 --opponent red

Every decklist file under DIR (``*.dck``, ``*.dec``, ``*.txt``; default ``../shared/decks-real``
relative to the repository root, or from a worktree the nearest such folder above it) is checked as ``mtgrules deck check`` does
(:mod:`mtgrules.deck_report`): a deck *loads* when every main-deck card can be played; it loads
*with its sideboard* when every sideboard card can be played too (the sideboard is not used in
a game, CR 100.4, so it doesn't keep a deck from playing).

Each deck that loads plays ``--games`` two-player games to the end with random agents (uniform
over ``game.legal_actions()``, seeded): by default the deck against itself (a mirror match:
every card of the deck is exercised on both sides); ``--opponent red`` (or another built-in
deck) plays it against that deck instead. Game ``i`` of a deck uses seed ``--seed + i`` for
the game and its agent. A game that raises is printed with its deck, seed and the last frames
of its traceback; one still going after ``--max-decisions`` decisions is counted as
unfinished and printed with its deck, seed, turn and the ability its players activated most
(a random agent can activate a free ability, such as Lavaclaw Reaches' "{X}: +X/+0" with X=0,
again and again: a random walk that rarely ends). Then the figures, one ``name: value`` line
each (times in CPU seconds of this process, so other processes' load counts less), and the
cards and unsupported clauses that keep the most decks from loading. Exits 1 when a game
raised.

A run over the 350 decks takes about 15 CPU seconds to check the decks, plus about 0.3 CPU
seconds a finished game (the figures of a run are in docs/performance.md).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from mtgrules.deck_checks import DeckFormat
from mtgrules.deck_report import DeckReport, check_deck_file, decklist_files, summarise
from mtgrules.decks import BUILTIN_DECKS, load_deck
from mtgrules.game import Game
from mtgrules.rng import Rng
from mtgrules.state.decision import ActionKind

REPO = Path(__file__).resolve().parent.parent


def default_folder() -> Path:
    """``../shared/decks-real`` from the repository root; from a git worktree placed deeper
    (``/work/wt/<name>``), the nearest folder above that has ``shared/decks-real``."""
    for base in REPO.parents:
        if (base / "shared" / "decks-real").is_dir():
            return base / "shared" / "decks-real"
    return REPO.parent / "shared" / "decks-real"


SELF = "self"


@dataclass
class GameFailure:
    """A game that raised: its deck, seed and a summary of the traceback."""

    deck: str
    seed: int
    summary: str


@dataclass
class Played:
    """A game played: decisions, whether it ended, its last turn, CPU seconds and the
    activated abilities' sources by how often they were activated."""

    decisions: int
    over: bool
    turn: int
    cpu_s: float
    activations: Counter[str]


def play_random_game(decks: list[list[str]], seed: int, max_decisions: int) -> Played:
    """Play one game of ``decks`` with random agents from ``seed`` until it ends or
    ``max_decisions`` decisions were taken. Raises whatever the engine raises."""
    t0 = time.process_time()
    game = Game.new(decks, ["A", "B"], seed=seed)
    agent = Rng(seed)
    n = 0
    activations: Counter[str] = Counter()
    while not game.over and n < max_decisions:
        action = agent.choice(game.legal_actions())
        if action.kind is ActionKind.ACTIVATE and action.args:
            activations[game.object_name(int(action.args[0])) or "?"] += 1
        game.apply(action)
        n += 1
    return Played(n, game.over, game.state.turn, time.process_time() - t0, activations)


def traceback_summary(exc: BaseException, frames: int = 3) -> str:
    """The exception and the last ``frames`` frames of its traceback, one line each."""
    tb = traceback.extract_tb(exc.__traceback__)[-frames:]
    where = [f"    {Path(f.filename).name}:{f.lineno} in {f.name}: {f.line}" for f in tb]
    return "\n".join([f"  {type(exc).__name__}: {exc}", *where])


def main() -> None:
    """Check the decks, play the games and print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", nargs="?", default=None,
                    help="folder of decklists (default ../shared/decks-real from the repo root)")
    ap.add_argument("--games", type=int, default=2, help="games per loadable deck (default 2)")
    ap.add_argument("--seed", type=int, default=0, help="seed of a deck's first game")
    ap.add_argument("--opponent", default=SELF, choices=(SELF, *BUILTIN_DECKS),
                    help="the other deck: the deck itself (default) or a built-in deck")
    ap.add_argument("--max-decisions", type=int, default=20000)
    ap.add_argument("--top", type=int, default=15, help="blocking cards and clauses listed")
    args = ap.parse_args()

    folder = Path(args.folder) if args.folder else default_folder()
    if not folder.is_dir():
        sys.exit(f"error: {folder} is not a folder of decklists")
    t0 = time.process_time()
    reports: list[DeckReport] = [check_deck_file(f, DeckFormat.NONE)
                                 for f in decklist_files([str(folder)])]
    check_s = time.process_time() - t0
    summary = summarise(reports)

    opponent = None if args.opponent == SELF else load_deck(args.opponent).card_names()
    failures: list[GameFailure] = []
    games = finished = 0
    finished_decisions = 0
    finished_s = 0.0
    unfinished: list[str] = []
    t1 = time.process_time()
    for r in reports:
        if not r.loads or r.deck is None:
            continue
        names = r.deck.card_names()
        for i in range(args.games):
            seed = args.seed + i
            games += 1
            try:
                g = play_random_game([names, opponent or names], seed, args.max_decisions)
            except Exception as exc:  # noqa: BLE001 - every exception is a finding to report
                failures.append(GameFailure(r.source, seed, traceback_summary(exc)))
                print(f"game raised: {Path(r.source).name} seed {seed}\n"
                      f"{failures[-1].summary}", flush=True)
                continue
            if g.over:
                finished += 1
                finished_decisions += g.decisions
                finished_s += g.cpu_s
            else:
                most = ", ".join(f"{name} {n} times" for name, n in g.activations.most_common(2))
                unfinished.append(f"{Path(r.source).name} seed {seed}: turn {g.turn}, "
                                  f"{g.cpu_s:.1f} CPU s; most activated: {most or 'nothing'}")
                print(f"game unfinished: {unfinished[-1]}", flush=True)
    play_s = time.process_time() - t1

    print(f"folder: {folder}")
    print(f"decks: {summary.decks}")
    print(f"decks_read: {summary.read}")
    print(f"decks_loading_main_deck: {summary.loads}")
    print(f"decks_loading_with_sideboard: {summary.loads_with_sideboard}")
    blocked = sorted(len({p.name for p in r.main_problems}) for r in reports if r.deck)
    if blocked:
        print(f"median_main_deck_cards_not_playable: {statistics.median(blocked):g}")
        print(f"decks_within_one_card: {sum(n <= 1 for n in blocked)}")
        print(f"decks_within_three_cards: {sum(n <= 3 for n in blocked)}")
    print(f"opponent: {'the deck itself (mirror match)' if opponent is None else args.opponent}")
    print(f"games: {games} ({args.games} per loading deck, seeds {args.seed}.."
          f"{args.seed + args.games - 1}, random agents)")
    print(f"games_finished: {finished}")
    print(f"games_unfinished: {games - finished - len(failures)} (over {args.max_decisions} "
          "decisions)")
    print(f"games_raised: {len(failures)} (in {len({f.deck for f in failures})} decks)")
    if finished:
        print(f"finished_game_decisions_mean: {finished_decisions / finished:.0f}")
        print(f"finished_game_cpu_seconds_mean: {finished_s / finished:.2f}")
        print(f"finished_games_per_cpu_second: {finished / max(finished_s, 1e-9):.2f}")
    print(f"check_cpu_seconds: {check_s:.1f}")
    print(f"play_cpu_seconds: {play_s:.1f}")
    for line in summary.lines(args.top)[1:]:
        print(line)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
