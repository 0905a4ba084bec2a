"""Shuffling a permanent and its controller's graveyard into their owners' libraries (CR
701.24a): ``"Shuffle ~ and your graveyard into their owner's library"`` (Elixir of
Immortality) -> :class:`~mtgrules.model.ShuffleIntoLibrary` with ``and_graveyard``."""

from __future__ import annotations

from mtgrules.model import ShuffleIntoLibrary, TargetSlot, ThisObject
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots

_TEXT = "Shuffle ~ and your graveyard into their owner's library"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    return [ShuffleIntoLibrary(ThisObject(), and_graveyard=True)] if s == _TEXT else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if e == ShuffleIntoLibrary(ThisObject(), and_graveyard=True):
        return _TEXT
    return None
