"""Random games across every built-in deck and a deck of every registered card must end
without an exception (issue 8's robustness check).

Game ``i`` (``i`` from ``--start``) pairs decks ``DECKS[i % n]`` and ``DECKS[(i // n) % n]``
(every ordered pair in turn, mirror matches included) where ``DECKS`` are the built-in decks
and ``"every-card"`` (one copy of each registered card). It uses game seed ``--seed + i`` and a
random agent (uniform over ``game.legal_actions()``) seeded from it. A game that raises is
recorded with its index, decks, seed and traceback; one that reaches ``MAX_DECISIONS`` is
counted as unfinished. Prints one ``name=value`` line per figure and exits 1 if any game
raised::

    python benchmarks/random_games.py --games 10000 --jobs 2

CI runs a slice of this (``tests/property/test_random_games_slice.py``).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache

from mtgrules.cards.printed import printed_data
from mtgrules.cards.registry import card_names, get_card
from mtgrules.decks import BUILTIN_DECKS, load_deck
from mtgrules.game import Game
from mtgrules.rng import Rng

MAX_DECISIONS = 20000
EVERY_CARD = "every-card"
DECKS: tuple[str, ...] = (*BUILTIN_DECKS, EVERY_CARD)


@cache
def deck(name: str) -> tuple[str, ...]:
    """The card names of deck ``name``: a built-in deck, or one of each hand-written card
    (the registry also holds the compiled cards loaded so far, which vary with what ran
    before and can exceed the largest deck a game accepts)."""
    if name == EVERY_CARD:
        hand = printed_data()
        return tuple(n for n in card_names() if n in hand and not get_card(n).token)
    return tuple(load_deck(name).card_names())


def pairing(i: int) -> tuple[str, str]:
    """The decks of game ``i``."""
    n = len(DECKS)
    return DECKS[i % n], DECKS[(i // n) % n]


@dataclass
class Result:
    """Figures of a batch of games."""

    games: int = 0
    finished: int = 0
    unfinished: int = 0
    decisions: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, other: Result) -> None:
        self.games += other.games
        self.finished += other.finished
        self.unfinished += other.unfinished
        self.decisions += other.decisions
        self.errors += other.errors


def play_one(i: int, seed: int) -> Result:
    """Play game ``i`` with game seed ``seed + i``."""
    a, b = pairing(i)
    game_seed = seed + i
    agent = Rng(Rng(game_seed).next_u64())
    out = Result(games=1)
    n = 0
    try:
        game = Game.new([list(deck(a)), list(deck(b))], [a, b], seed=game_seed)
        while not game.over and n < MAX_DECISIONS:
            game.apply(agent.choice(game.legal_actions()))
            n += 1
        if game.over:
            out.finished = 1
        else:
            out.unfinished = 1
    except Exception:  # noqa: BLE001 - the point is to record any exception
        out.errors.append(f"game {i} ({a} vs {b}, seed {game_seed}, decision {n}):\n"
                          + traceback.format_exc())
    out.decisions = n
    return out


def play_range(start: int, stop: int, seed: int) -> Result:
    """Play games ``start`` .. ``stop - 1``."""
    total = Result()
    for i in range(start, stop):
        total.add(play_one(i, seed))
    return total


def run(games: int, start: int = 0, seed: int = 0, jobs: int = 1) -> Result:
    """Play ``games`` games from index ``start`` on ``jobs`` processes."""
    if jobs <= 1:
        return play_range(start, start + games, seed)
    chunk = max(1, games // (jobs * 8))
    bounds = [(k, min(k + chunk, start + games)) for k in range(start, start + games, chunk)]
    total = Result()
    with ProcessPoolExecutor(jobs) as pool:
        for r in pool.map(play_range, *zip(*bounds, strict=True), [seed] * len(bounds)):
            total.add(r)
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10000, help="number of games (default 10000)")
    ap.add_argument("--start", type=int, default=0, help="index of the first game (default 0)")
    ap.add_argument("--seed", type=int, default=0, help="seed offset (default 0)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    r = run(args.games, args.start, args.seed, args.jobs)
    wall = time.perf_counter() - t0
    for e in r.errors:
        print(e, file=sys.stderr)
    print(f"games={r.games}")
    print(f"finished={r.finished}")
    print(f"unfinished={r.unfinished}")
    print(f"exceptions={len(r.errors)}")
    print(f"decisions={r.decisions}")
    print(f"decks={','.join(DECKS)}")
    print(f"wall_s={wall:.1f}")
    return 1 if r.errors else 0


if __name__ == "__main__":
    sys.exit(main())
