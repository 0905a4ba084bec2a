"""``"Venture into the dungeon"`` (CR 701.49; :class:`~mtgrules.model.Venture`).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` for its node.
"""

from __future__ import annotations

from mtgrules.model import TargetSlot, Venture
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots

_TEXT = "Venture into the dungeon"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence (no final period); None otherwise."""
    return [Venture()] if s == _TEXT else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    return _TEXT if isinstance(e, Venture) else None
