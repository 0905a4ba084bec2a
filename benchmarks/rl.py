"""RL and simulation benchmark (issue 11). Prints one ``name=value`` line per figure::

    python benchmarks/rl.py --games 20

Figures:
- ``bare_apply_us``: mean µs per decision of a bare loop ``game.apply(random legal action)``
  (built-in red vs green, seeded random choices);
- ``env_step_us`` / ``env_steps_per_s``: the same games through the PettingZoo AEC env
  (``last()`` + ``step()`` with a random masked policy), and ``env_overhead_pct``, how much
  slower a step is than a bare apply;
- ``sim_games_per_s_1`` / ``sim_games_per_s_2`` and ``sim_scaling``: ``mtgrules.simulate.run``
  (heuristic vs random) with 1 and 2 local worker processes, and their ratio;
- ``ray_overhead_ms_per_game``: (Ray backend time - 1-worker local time) / games, Ray's
  start-up included, when Ray is installed.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from mtgrules.decks import load_deck
from mtgrules.envs.pettingzoo import env
from mtgrules.game import Game
from mtgrules.rng import Rng
from mtgrules.simulate import run


def bare(games: int) -> tuple[float, int]:
    decks = [load_deck("red").card_names(), load_deck("green").card_names()]
    total = 0.0
    n = 0
    for i in range(games):
        g = Game.new(decks, ["a", "b"], seed=i)
        rng = Rng(1000 + i)
        t0 = time.perf_counter()
        while not g.over:
            g.apply(rng.choice(g.legal_actions()))
            n += 1
        total += time.perf_counter() - t0
    return total, n


def stepped(games: int) -> tuple[float, int]:
    e = env(seed=0)
    total = 0.0
    n = 0
    for i in range(games):
        e.reset(seed=i)
        rng = np.random.default_rng(1000 + i)
        t0 = time.perf_counter()
        for _agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            if term or trunc:
                e.step(None)
                continue
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            n += 1
        total += time.perf_counter() - t0
    return total, n


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--sim-games", type=int, default=200)
    args = ap.parse_args(argv)
    tb, nb = bare(args.games)
    te, ne = stepped(args.games)
    print(f"bare_apply_us={tb / nb * 1e6:.1f}")
    print(f"env_step_us={te / ne * 1e6:.1f}")
    print(f"env_steps_per_s={ne / te:.0f}")
    print(f"env_overhead_pct={(te / ne) / (tb / nb) * 100 - 100:.1f}")
    kw = {"games": args.sim_games, "agents": ("heuristic", "random"), "seed": 0}
    one = run("red", "green", workers=1, **kw)  # type: ignore[arg-type]
    two = run("red", "green", workers=2, **kw)  # type: ignore[arg-type]
    assert one.outcomes() == two.outcomes()
    print(f"sim_games_per_s_1={one.games_per_second:.2f}")
    print(f"sim_games_per_s_2={two.games_per_second:.2f}")
    print(f"sim_scaling={two.games_per_second / one.games_per_second:.2f}")
    try:
        import ray  # noqa: F401
    except ImportError:
        print("ray_overhead_ms_per_game=n/a (ray not installed)")
        return
    r = run("red", "green", workers=2, backend="ray", **kw)  # type: ignore[arg-type]
    assert r.outcomes() == one.outcomes()
    print(f"ray_overhead_ms_per_game={(r.seconds - one.seconds) / args.sim_games * 1000:.1f}")


if __name__ == "__main__":
    main()
