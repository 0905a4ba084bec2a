"""Extra turns (CR 500.7): ``"Take an extra turn after this one"`` and ``"Target player takes
an extra turn after this one"`` -> :class:`~mtgrules.model.turn_order.TakeExtraTurn` of the
player (the spell's controller, or the target). Declared in :mod:`mtgrules.oracle.readers`."""

from __future__ import annotations

import re

from mtgrules.model.effects import Effect, TargetKind, TargetSlot
from mtgrules.model.refs import TargetRef, You
from mtgrules.model.turn_order import TakeExtraTurn
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import cap
from mtgrules.oracle.phrases import parse_target, render_target

_AFTER = "an extra turn after this one"
_TAKES = re.compile(r"(.+) takes " + _AFTER)


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One sentence of this family (capitalised, no final period); None for others."""
    if s == "Take " + _AFTER:
        return [TakeExtraTurn(You())]
    m = _TAKES.fullmatch(s)
    if m is None:
        return None
    t = parse_target(m.group(1)[0].lower() + m.group(1)[1:])
    if t is None or t.kind not in (TargetKind.PLAYER, TargetKind.OPPONENT) or t.up_to:
        return None
    return [TakeExtraTurn(slots.add(t))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, TakeExtraTurn):
        return None
    if isinstance(e.who, You):
        return "Take " + _AFTER
    if isinstance(e.who, TargetRef):
        return f"{cap(render_target(targets[e.who.slot]))} takes {_AFTER}"
    return None
