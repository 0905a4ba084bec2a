"""Cost per decision as the board grows (issue 24): N permanents a side, N = 5, 10, 20, 40, 80.

    python benchmarks/board_sweep.py                    # the default sizes, 500 decisions each
    python benchmarks/board_sweep.py --sizes 5,80 --decisions 100 --profile 80

For each N, a scenario board (:mod:`mtgrules.scenarios`) gives each player N permanents: 40%
basic lands, the rest cycling through :data:`PERMANENTS` (vanilla and keyword creatures, lords,
an anthem, a creature with an "as long as" condition, mana creatures), untapped, in Alice's
first main phase of turn 3, with a library of basic lands each. From it random agents take
``--decisions`` decisions (seeded; the game goes on through combat, so attacks and blocks are
declared on the big board). Figures per N, in CPU microseconds of this process
(``time.process_time``), one line each:

- ``decision_us``: ``game.apply`` of a random legal action (the engine running to the next
  decision, listing its options), mean over the decisions taken;
- ``listing_us``: the options of a priority decision listed afresh (the pending decision
  dropped and asked again on the unchanged board), mean of 20;
- ``clone_us``, ``to_json_us``, ``from_json_us``: of the game on the initial board, means of 20;
- ``max_options``: the most options a decision had (attack and block declarations grow with
  the board); ``slowest_kind``: the kind of decision with the highest mean cost, with it.

``--profile N`` runs the decisions at size N under cProfile and prints the top functions by
cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections import defaultdict

from mtgrules.engine import run
from mtgrules.game import Game
from mtgrules.rng import Rng
from mtgrules.scenarios.board import build_game
from mtgrules.scenarios.parser import parse_scenario

PERMANENTS = (
    "Grizzly Bears", "Llanowar Elves", "Serra Angel", "Hill Giant", "Kird Ape",
    "Glorious Anthem", "Goblin Chieftain", "Vampire Nighthawk", "Wall of Stone",
    "Elvish Archdruid", "Typhoid Rats", "Knight of Meadowgrain", "Wind Drake",
    "Raging Goblin", "Ornithopter", "Youthful Knight",
)
"""The nonland permanents of a board, in turn (real decks' cards: keywords, lords, an anthem,
Kird Ape's "as long as you control a Forest", mana creatures)."""
LANDS = ("Forest", "Mountain", "Plains", "Swamp", "Island")
SIZES = (5, 10, 20, 40, 80)


def _side(n: int, offset: int) -> list[str]:
    lands = (2 * n) // 5
    out = [LANDS[(offset + i) % len(LANDS)] for i in range(lands)]
    out += [PERMANENTS[(offset + i) % len(PERMANENTS)] for i in range(n - lands)]
    return out


def board(n: int) -> Game:
    """The board of size ``n``: each player has ``n`` permanents; Alice to act in her first
    main phase of turn 3."""
    def names(xs: list[str]) -> str:
        return "[" + ", ".join(f'"{x}"' for x in xs) + "]"
    library = names(list(LANDS) * 4)
    text = f"""\
format: 1
name: board of {n} permanents a side
seed: {n}
players:
  - name: Alice
    library: {library}
    battlefield: {names(_side(n, 0))}
  - name: Bob
    library: {library}
    battlefield: {names(_side(n, 3))}
turn: {{active: Alice, step: precombat_main, number: 3}}
expect: [{{player: Alice, life: 20}}]
"""
    return build_game(parse_scenario(text))


def _mean_us(fn: object, repeat: int) -> float:
    assert callable(fn)
    t0 = time.process_time()
    for _ in range(repeat):
        fn()
    return (time.process_time() - t0) / repeat * 1e6


def _listing_us(game: Game, repeat: int = 20) -> float:
    """Mean cost of listing a priority decision's options afresh on ``game``'s board."""
    def again() -> None:
        s = game.state
        s.touch()
        s.pending = None
        run(s)
    return _mean_us(again, repeat)


def measure(n: int, decisions: int, seed: int) -> dict[str, object]:
    """The figures of size ``n`` (see the module docstring)."""
    game = board(n)
    listing = _listing_us(game.clone())
    clone = _mean_us(game.clone, 20)
    text = game.to_json()
    to_json = _mean_us(game.to_json, 20)
    from_json = _mean_us(lambda: Game.from_json(text), 20)
    agent = Rng(seed)
    spent = 0.0
    taken = 0
    max_options = 0
    by_kind: dict[str, list[float]] = defaultdict(list)
    while not game.over and taken < decisions:
        options = game.legal_actions()
        max_options = max(max_options, len(options))
        kind = str(game.decision.kind) if game.decision else "?"
        action = agent.choice(options)
        t0 = time.process_time()
        game.apply(action)
        dt = time.process_time() - t0
        spent += dt
        by_kind[kind].append(dt)
        taken += 1
    slow = max(by_kind.items(), key=lambda kv: sum(kv[1]) / len(kv[1])) if by_kind else None
    return {"n": n, "decisions": taken, "decision_us": spent / max(taken, 1) * 1e6,
            "listing_us": listing, "clone_us": clone, "to_json_us": to_json,
            "from_json_us": from_json, "max_options": max_options,
            "slowest_kind": (f"{slow[0]} {sum(slow[1]) / len(slow[1]) * 1e6:.0f} us "
                             f"({len(slow[1])} decisions)" if slow else "-")}


def main() -> None:
    """Measure each size and print its figures."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)),
                    help="comma-separated permanents a side (default 5,10,20,40,80)")
    ap.add_argument("--decisions", type=int, default=500, help="random decisions a size")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", type=int, default=None, metavar="N",
                    help="profile the decisions at size N (cProfile, top 30 cumulative)")
    args = ap.parse_args()
    board(5)  # load the cards outside the timing
    first = None
    for n in (int(x) for x in args.sizes.split(",")):
        if args.profile == n:
            prof = cProfile.Profile()
            prof.enable()
        got = measure(n, args.decisions, args.seed)
        if args.profile == n:
            prof.disable()
        first = first or got
        ratio = float(str(got["decision_us"])) / float(str(first["decision_us"]))
        print(f"N={n}: decisions {got['decisions']}, decision_us {got['decision_us']:.0f} "
              f"({ratio:.1f}x N={first['n']}), listing_us {got['listing_us']:.0f}, "
              f"clone_us {got['clone_us']:.0f}, to_json_us {got['to_json_us']:.0f}, "
              f"from_json_us {got['from_json_us']:.0f}, max_options {got['max_options']}, "
              f"slowest_kind {got['slowest_kind']}", flush=True)
        if args.profile == n:
            pstats.Stats(prof).sort_stats("cumulative").print_stats(30)


if __name__ == "__main__":
    main()
