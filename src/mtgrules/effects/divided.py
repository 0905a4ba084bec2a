"""Dealing damage divided, and putting counters distributed, as its controller chose
(:class:`~mtgrules.model.divided.DealDividedDamage`, :class:`~mtgrules.model.divided.
PutDividedCounters`, CR 601.2d, 608.2b)."""

from __future__ import annotations

from typing import Any

from mtgrules.effects import ops
from mtgrules.effects.refs import set_those
from mtgrules.model.amounts import Fixed
from mtgrules.model.divided import DealDividedDamage, PutDividedCounters
from mtgrules.model.effects import PutCounters
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


def put_divided_counters(s: GameState, f: Frame, e: PutDividedCounters) -> bool:
    """Each target still legal gets the number of counters announced for it (CR 601.2d); an
    illegal target's share is put on nothing (608.2b). Each target's counters are put as
    "put N counters on it" (replacement effects apply, CR 616.1). False while a decision
    (a replacement effect's order) is pending."""
    ctx = f.data["ctx"]
    o = s.objects.get(int(ctx.get("obj") or 0))
    division: list[int] = list(o.chosen.get("divided", ())) if o is not None else []
    targets = ctx["targets"]
    i = int(f.data.setdefault("distributed", 0))
    while i < len(e.to):
        r = e.to[i]
        t = targets[r.slot] if r.slot < len(targets) else 0
        n = division[i] if i < len(division) else 0
        if t > 0 and n > 0 and not ops.put_counters(
                s, f, PutCounters(r, e.counter, Fixed(n))):
            return False
        i += 1
        f.data["distributed"] = i
    del f.data["distributed"]
    set_those(f, [targets[r.slot] for r in e.to if r.slot < len(targets)
                  and targets[r.slot] > 0])
    return True
