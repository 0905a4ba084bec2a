"""``"Sacrifice those tokens at the beginning of the next end step"`` (CR 603.7a, 701.21a)
after an effect that made them -> :class:`~mtgrules.model.sacrifice_later.SacrificeLater`
(the words naming them and the moments are those of the delayed exile,
:mod:`mtgrules.oracle.exile_until`).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.exile_until import EXILE_LATER_WORDS, ExileAt
from mtgrules.model.refs import Those
from mtgrules.model.sacrifice_later import SacrificeLater
from mtgrules.oracle import effects

_LATER = re.compile("Sacrifice (" + "|".join(EXILE_LATER_WORDS) + ") (" +
                    "|".join(w.value for w in ExileAt) + ")")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (no final period); None if not of this family."""
    m = _LATER.fullmatch(s)
    if m is None:
        return None
    return [SacrificeLater(ExileAt(m.group(2)), Those(m.group(1)))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, SacrificeLater) or not isinstance(e.what, Those):
        return None
    return f"Sacrifice {e.what.word} {e.when.value}"
