"""Tapping and untapping every permanent of a kind (CR 701.26): ``"Untap all lands you
control"``, ``"Tap all creatures your opponents control"`` -> :class:`~mtgrules.model.Untap`
/ :class:`~mtgrules.model.Tap` of :class:`~mtgrules.model.Each` (the permanents are those
matching as the effect happens, CR 608.2h)."""

from __future__ import annotations

import re

from mtgrules.model import Each, Tap, TargetSlot, Untap
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.plurals import parse_plural, render_plural


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = re.fullmatch(r"(Tap|Untap) all (.+)", s)
    if m is None:
        return None
    f = parse_plural(m.group(2))
    if f is None:
        return None
    return [Tap(Each(f)) if m.group(1) == "Tap" else Untap(Each(f))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if isinstance(e, Tap | Untap) and isinstance(e.what, Each) and e.what.controlled_by is None:
        return f"{type(e).__name__} all {render_plural(e.what.filter)}"
    return None
