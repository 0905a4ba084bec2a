"""Random self-play with decks of compiled cards (issue 9, section 5): prints games/s and
decisions/s for 40-card decks (24 random implemented compiled cards + 16 basic lands).

    python benchmarks/compiled_selfplay.py --games 30
"""

from __future__ import annotations

import argparse
import random
import time

from mtgrules.carddb import database
from mtgrules.game import Game
from mtgrules.oracle import verdict
from mtgrules.rng import Rng

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def main() -> None:
    """Play the games and print the figures."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    t0 = time.perf_counter()
    names = [c.name for c in database() if c.traditional
             and (v := verdict(c.name)) is not None and v.implemented]
    compile_s = time.perf_counter() - t0
    pick = random.Random(args.seed)
    decisions = 0
    t1 = time.perf_counter()
    for g in range(args.games):
        decks = [pick.sample(names, 24) + list(BASICS) * 4 for _ in range(2)]
        game = Game.new(decks, ["A", "B"], seed=g)
        agent = Rng(g)
        n = 0
        while not game.over and n < 4000:
            game.apply(agent.choice(game.legal_actions()))
            n += 1
        decisions += n
    play_s = time.perf_counter() - t1
    print(f"compiled_cards: {len(names)} (verdicts for the whole database in {compile_s:.1f} s)")
    print(f"games_per_s: {args.games / play_s:.2f}")
    print(f"decisions_per_s: {decisions / play_s:.0f}")
    print(f"decisions_per_game: {decisions / args.games:.0f}")


if __name__ == "__main__":
    main()
