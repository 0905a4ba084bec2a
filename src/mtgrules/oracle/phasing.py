"""The phasing family (CR 702.26; :mod:`mtgrules.model.phasing`): ``"~ phases out"``,
``"Target creature or planeswalker an opponent controls phases out"`` (sentences without
their final period). The keyword line ``Phasing`` is read with the other keywords."""

from __future__ import annotations

import re

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.phasing import PhaseOut
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap, low


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of the family; None if not of it."""
    m = re.fullmatch(r"(.+?) phases out", s)
    if m is None:
        return None
    what = effects._object(low(m.group(1)), slots)
    if what is None:
        return None
    return [PhaseOut(what)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, PhaseOut):
        return None
    try:
        return f"{cap(effects._render_object(e.what, targets))} phases out"
    except ValueError:
        return None
