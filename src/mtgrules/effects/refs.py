"""Resolving the references effect instructions use ("target:0", "self", "controller", ...)."""

from __future__ import annotations

from typing import Any

from mtgrules.abilities import Filter
from mtgrules.rules.layers import compute_battlefield, matches
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player


def refs(s: GameState, f: Frame, what: Any) -> list[int]:
    """Object ids / player references that ``what`` names in this effect's context.

    Forms: ``"target:N"`` (the Nth target if still legal, CR 608.2b), ``"targets"`` (all
    legal targets), ``"self"`` (the source), ``"controller"`` / ``"you"`` (the controller as a
    player reference), ``"each_opponent"``, ``"defending_player"`` (from the trigger event),
    ``"event_obj"``, ``"var:NAME"`` (ids stored by an earlier instruction), or a
    :class:`~mtgrules.abilities.Filter` (every matching permanent, "each ...").
    """
    ctx = f.data["ctx"]
    if isinstance(what, Filter):
        chars = compute_battlefield(s)
        return [oid for oid in s.battlefield
                if matches(s, oid, chars[oid], what, ctx["controller"], ctx["source"])]
    if what.startswith("target:"):
        i = int(what.split(":")[1])
        t = ctx["targets"][i] if i < len(ctx["targets"]) else 0
        return [t] if t else []
    if what == "targets":
        return [t for t in ctx["targets"] if t]
    if what == "self":
        src = ctx["source"]
        return [src] if src in s.objects and s.objects[src].zone == "battlefield" else []
    if what in ("controller", "you"):
        return [player_ref(ctx["controller"])]
    if what == "each_player":
        return [player_ref(p.index) for p in s.players if not p.lost]
    if what == "each_opponent":
        return [player_ref(p.index) for p in s.players
                if p.index != ctx["controller"] and not p.lost]
    if what == "defending_player":
        ev = ctx.get("event") or {}
        return [ev["defender_player"]] if "defender_player" in ev else []
    if what == "event_player":
        ev = ctx.get("event") or {}
        return [player_ref(ev["player"])]
    if what == "event_obj":
        ev = ctx.get("event") or {}
        return [ev["obj"]]
    if what.startswith("var:"):
        v = ctx["vars"].get(what[4:], [])
        return list(v) if isinstance(v, list) else [v]
    raise ValueError(f"unknown reference {what!r}")


def players(s: GameState, f: Frame, what: Any) -> list[int]:
    """Player indexes named by ``what`` (see :func:`refs`)."""
    out = []
    for r in refs(s, f, what):
        p = ref_player(r)
        if p is not None:
            out.append(p)
    return out


def amount(s: GameState, f: Frame, v: Any) -> int:
    """Evaluate an amount: an int, ``"x"`` (the X of the spell or ability, CR 107.3), or a
    count expression understood by :func:`mtgrules.rules.filters.dynamic_amount`."""
    if isinstance(v, int):
        return v
    ctx = f.data["ctx"]
    if v == "x":
        return int(ctx.get("x", 0))
    if isinstance(v, tuple | list) and v and v[0] == "lki_counters":
        lki = ctx.get("source_lki") or {}
        return int(lki.get("counters", {}).get(v[1], 0))
    from mtgrules.rules.filters import dynamic_amount

    return dynamic_amount(s, v, ctx["source"], ctx["controller"])
