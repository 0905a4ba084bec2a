"""Preventing the damage one source would deal (CR 615.1a): ``"Prevent all damage target
instant or sorcery spell would deal this turn"`` (Dromoka's Command), ``"Prevent all damage
target creature would deal this turn"`` -> :class:`~mtgrules.model.prevention.
PreventDamageFrom`, the target read by the shared target phrase reader. Declared in
:mod:`mtgrules.oracle.readers`."""

from __future__ import annotations

import re

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.prevention import PreventDamageFrom
from mtgrules.model.refs import TargetRef
from mtgrules.oracle import effects
from mtgrules.oracle.phrases import parse_target, render_target

_PREVENT_FROM = re.compile(r"Prevent all damage (target .+) would deal this turn")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"Prevent all damage [target] would deal this turn"``; None for other sentences."""
    m = _PREVENT_FROM.fullmatch(s)
    t = parse_target(m.group(1)) if m else None
    if t is None or t.up_to:
        return None
    return [PreventDamageFrom(slots.add(t))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, PreventDamageFrom) or not isinstance(e.source, TargetRef):
        return None
    return f"Prevent all damage {render_target(targets[e.source.slot])} would deal this turn"
