"""Property: a tampered save is refused or plays on under the rules (issue 7, part 3).

Real saves are taken at random decisions of random games on the built-in decks and the mana-rulings deck; one field is
then mutated (wrong type, null, empty containers, negative or huge numbers, another object's id,
an unknown name, a deleted key or list item, a card moved to another zone). Loading either
raises SaveError, or gives a game in which every legal action of the first decision, and then a
few dozen random ones, apply without any exception other than an MtgRulesError.
"""

from __future__ import annotations

import contextlib
import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from mtgrules.decks import BUILTIN_DECKS, load_deck
from mtgrules.errors import MtgRulesError, SaveError
from mtgrules.game import Game
from mtgrules.rng import Rng

TOYS = Path(__file__).resolve().parents[1] / "data" / "mana-toys.txt"
STEPS = 40
SAVES = 16
SECTIONS = ("players", "objects", "frames", "pending", "combat", "effects", "triggered",
            "delayed", "battlefield", "stack", "exile", "extra", "turn_flags", "scalars")
SCALARS = ("turn", "active", "step", "priority", "passes", "next_id", "next_ts", "winner",
           "over", "first_player", "version", "rng")
VALUES: tuple[Any, ...] = (None, [], {}, "", "x", "Grizzly Bears", -1, 0, 1, 2, 3, 7, 12,
                           10**6, 2**40, 2**63, -(10**9), True, False, [1], {"a": 1})


@cache
def _saves() -> tuple[str, ...]:
    """Saves taken at spread-out decisions of a few random games (cached: built once)."""
    out: list[str] = []
    rng = Rng(2024)
    decks = [tuple(load_deck(n).card_names()) for n in (*BUILTIN_DECKS, str(TOYS))]
    while len(out) < SAVES:
        a, b = rng.choice(decks), rng.choice(decks)
        g = Game.new([list(a), list(b)], ["A", "B"], seed=rng.below(10**6))
        agent = Rng(rng.below(10**6))
        stop = rng.below(400) + 5
        for _ in range(stop):
            if g.over:
                break
            g.apply(agent.choice(g.legal_actions()))
        if not g.over:
            out.append(g.to_json())
    return tuple(out)


def _paths(node: Any, prefix: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*prefix, i))
    return out


def _get(root: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        root = root[k]
    return root


def _mutate(state: dict[str, Any], data: st.DataObject) -> str:
    """Apply one random mutation to ``state``; returns a description."""
    section = data.draw(st.sampled_from(SECTIONS))
    if section == "scalars":
        roots: list[tuple[Any, ...]] = [(k,) for k in SCALARS]
    else:
        roots = [(section,)]
    paths = [p for r in roots for p in _paths(_get(state, r), r)]
    path = data.draw(st.sampled_from(paths))
    op = data.draw(st.sampled_from(("replace", "replace", "replace", "other_id", "delete",
                                    "duplicate", "move_zone")))
    ids = [o["id"] for o in state["objects"]]
    if op == "move_zone":
        zones = [("battlefield",), ("stack",), ("exile",)] + [
            ("players", i, z) for i in range(len(state["players"]))
            for z in ("library", "hand", "graveyard")]
        src = data.draw(st.sampled_from([z for z in zones if _get(state, z)]))
        dst = data.draw(st.sampled_from(zones))
        lst = _get(state, src)
        oid = lst.pop(data.draw(st.integers(0, len(lst) - 1)))
        _get(state, dst).append(oid)
        obj = next(o for o in state["objects"] if o["id"] == oid)
        obj["zone"] = dst[-1]
        if dst[0] == "players":
            obj["owner"] = dst[1]
        return f"move {oid} from {src} to {dst}"
    if not path[:-1] and op in ("delete", "duplicate"):
        op = "replace"
    if op == "replace" or (op in ("delete", "duplicate") and len(path) < 2):
        value = data.draw(st.sampled_from(VALUES))
        parent, key = (_get(state, path[:-1]), path[-1])
        parent[key] = value
        return f"{path} = {value!r}"
    if op == "other_id":
        parent, key = (_get(state, path[:-1]), path[-1])
        parent[key] = data.draw(st.sampled_from(ids))
        return f"{path} = id {parent[key]}"
    parent, key = _get(state, path[:-1]), path[-1]
    if op == "delete":
        del parent[key]
        return f"del {path}"
    if isinstance(parent, list):
        parent.insert(key, parent[key])
        return f"duplicate {path}"
    parent[key] = json.loads(json.dumps(parent[key]))
    return f"copy {path}"


def _play(game: Game, rng: Rng) -> None:
    """Every legal action of the first decision, then random ones, on clones; only
    MtgRulesError may be raised."""
    for a in game.legal_actions():
        with contextlib.suppress(MtgRulesError):
            game.clone().apply(a)
    for _ in range(STEPS):
        if game.over:
            return
        try:
            game.apply(rng.choice(game.legal_actions()))
        except MtgRulesError:
            return


@settings(deadline=None, max_examples=250,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(index=st.integers(0, SAVES - 1), agent=st.integers(0, 2**32 - 1), data=st.data())
def test_a_mutated_save_is_refused_or_plays_on_legally(index: int, agent: int,
                                                       data: st.DataObject) -> None:
    save = json.loads(_saves()[index])
    what = _mutate(save["state"], data)
    note(what)
    try:
        game = Game.from_json(json.dumps(save))
    except SaveError as e:
        assert e.path.startswith("state") or e.path == "", e
        return
    _play(game, Rng(agent))


def test_the_unmutated_saves_load_and_continue() -> None:
    for text in _saves():
        game = Game.from_json(text)
        assert game.to_json() == text
        _play(game, Rng(1))
