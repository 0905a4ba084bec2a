"""Returning each permanent of a group to its owner's hand (CR 400.7):
``"Return each nonland permanent you don't control to its owner's hand"`` (Cyclonic Rift
overloaded, CR 702.96b) -> :class:`~mtgrules.model.MoveTo` of
:class:`~mtgrules.model.refs.Each` to the hand, the group read by the shared "each" phrase
reader (:func:`mtgrules.oracle.phrases.parse_each_permanents`). Declared in
:mod:`mtgrules.oracle.readers`."""

from __future__ import annotations

import re

from mtgrules.model import MoveTo, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import Each
from mtgrules.oracle import effects
from mtgrules.oracle.phrases import parse_each_permanents, render_each_permanents

_RETURN_EACH = re.compile(r"Return each (.+) to its owner's hand")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"Return each [permanent] to its owner's hand"``; None for other sentences."""
    m = _RETURN_EACH.fullmatch(s)
    f = parse_each_permanents(m.group(1)) if m else None
    if f is None:
        return None
    return [MoveTo(Each(f), Zone.HAND, from_zone=Zone.BATTLEFIELD)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, MoveTo) or not isinstance(e.what, Each) or \
            e.what.controlled_by is not None or e.to is not Zone.HAND or \
            e.from_zone is not Zone.BATTLEFIELD or e.under_your_control:
        return None
    return f"Return each {render_each_permanents(e.what.filter)} to its owner's hand"
