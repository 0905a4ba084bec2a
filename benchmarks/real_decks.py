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
unfinished. Then the figures, one ``name: value`` line each, and the cards and unsupported
clauses that keep the most decks from loading. Exits 1 when a game raised.

A run over the 350 decks takes about 20 s to check the decks, plus about half a second a
game.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from mtgrules.deck_checks import DeckFormat
from mtgrules.deck_report import DeckReport, check_deck_file, decklist_files, summarise
from mtgrules.decks import BUILTIN_DECKS, load_deck
from mtgrules.game import Game
from mtgrules.rng import Rng

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


def play_random_game(decks: list[list[str]], seed: int, max_decisions: int) -> bool:
    """Play one game of ``decks`` with random agents from ``seed``; True when it ended
    (False: still going after ``max_decisions``). Raises whatever the engine raises."""
    game = Game.new(decks, ["A", "B"], seed=seed)
    agent = Rng(seed)
    n = 0
    while not game.over and n < max_decisions:
        game.apply(agent.choice(game.legal_actions()))
        n += 1
    return game.over


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
    t0 = time.perf_counter()
    reports: list[DeckReport] = [check_deck_file(f, DeckFormat.NONE)
                                 for f in decklist_files([str(folder)])]
    check_s = time.perf_counter() - t0
    summary = summarise(reports)

    opponent = None if args.opponent == SELF else load_deck(args.opponent).card_names()
    failures: list[GameFailure] = []
    games = finished = 0
    t1 = time.perf_counter()
    for r in reports:
        if not r.loads or r.deck is None:
            continue
        names = r.deck.card_names()
        for i in range(args.games):
            seed = args.seed + i
            games += 1
            try:
                finished += play_random_game([names, opponent or names], seed,
                                             args.max_decisions)
            except Exception as exc:  # noqa: BLE001 - every exception is a finding to report
                failures.append(GameFailure(r.source, seed, traceback_summary(exc)))
                print(f"game raised: {Path(r.source).name} seed {seed}\n"
                      f"{failures[-1].summary}", flush=True)
    play_s = time.perf_counter() - t1

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
    print(f"check_seconds: {check_s:.1f}")
    print(f"play_seconds: {play_s:.1f}")
    for line in summary.lines(args.top)[1:]:
        print(line)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
