"""Random self-play benchmark: built-in red vs green, random agents on both seats.

Game ``i`` uses game seed ``S + i`` and an agent :class:`~mtgrules.rng.Rng` seeded from it (``Rng(Rng(S + i).next_u64())``); a
random agent picks uniformly among ``game.legal_actions()``. Prints one ``name=value`` line per
figure::

    python benchmarks/selfplay.py --games 50 --seed 0

Figures: games, games_per_s, decisions_per_s, decisions_per_game, clone_us and to_json_us (mean
microseconds, sampled every ``SAMPLE_EVERY``-th decision, excluded from the play timing),
peak_rss_mb (``ru_maxrss`` / 1024, i.e. KiB -> MiB on Linux). The one-time loading of the card
registry happens before the timing starts.
"""

from __future__ import annotations

import argparse
import resource
import time

from mtgrules.cards.registry import get_card
from mtgrules.decks import load_deck
from mtgrules.game import Game
from mtgrules.rng import Rng

SAMPLE_EVERY = 50
MAX_DECISIONS = 20000


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50, help="number of games (default 50)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    args = ap.parse_args(argv)

    decks = [load_deck("red").card_names(), load_deck("green").card_names()]
    for name in {n for d in decks for n in d}:
        get_card(name)  # load the card registry once, outside the timing
    decisions = 0
    play_s = 0.0
    clone_s: list[float] = []
    json_s: list[float] = []
    for i in range(args.games):
        seed = args.seed + i
        agent = Rng(Rng(seed).next_u64())  # derived from, not equal to, the game seed
        t0 = time.perf_counter()
        game = Game.new(decks, ["Red", "Green"], seed=seed)
        n = 0
        while not game.over and n < MAX_DECISIONS:
            game.apply(agent.choice(game.legal_actions()))
            n += 1
            if n % SAMPLE_EVERY == 0 and not game.over:
                t1 = time.perf_counter()
                game.clone()
                t2 = time.perf_counter()
                game.to_json()
                t3 = time.perf_counter()
                clone_s.append(t2 - t1)
                json_s.append(t3 - t2)
                t0 += t3 - t1  # exclude measurement from the play timing
        play_s += time.perf_counter() - t0
        decisions += n

    games = args.games
    print(f"games={games}")
    print(f"games_per_s={games / play_s:.2f}")
    print(f"decisions_per_s={decisions / play_s:.0f}")
    print(f"decisions_per_game={decisions / max(games, 1):.1f}")
    print(f"clone_us={1e6 * sum(clone_s) / max(len(clone_s), 1):.1f}")
    print(f"to_json_us={1e6 * sum(json_s) / max(len(json_s), 1):.1f}")
    print(f"peak_rss_mb={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.1f}")


if __name__ == "__main__":
    main()
