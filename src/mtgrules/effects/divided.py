"""Dealing damage divided as its controller chose (:class:`~mtgrules.model.divided.
DealDividedDamage`, CR 601.2d, 608.2b)."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.refs import set_those
from mtgrules.model.divided import DealDividedDamage
from mtgrules.rules import prevention
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def deal_divided_damage(s: GameState, f: Frame, e: DealDividedDamage) -> bool:
    """Each target still legal is dealt the amount announced for it (CR 601.2d); an illegal
    target's share is not dealt to anyone (608.2b). All of it is dealt at once, prevention
    effects applying to each part (CR 615)."""
    ctx = f.data["ctx"]
    o = s.objects.get(int(ctx.get("obj") or 0))
    division: list[int] = list(o.chosen.get("divided", ())) if o is not None else []
    targets = ctx["targets"]
    lki = ctx.get("source_lki")
    events: list[list[Any]] = []
    hit: list[int] = []
    for i, r in enumerate(e.to):
        t = targets[r.slot] if r.slot < len(targets) else 0
        n = division[i] if i < len(division) else 0
        if t and n > 0:
            events.append([int(ctx["source"]), t, n, False, lki])
            if t > 0:
                hit.append(t)
    set_those(f, hit)
    prevention.deal(s, events)
    return True
