"""The next spell a player casts (CR 601.3e): ``"The next sorcery spell you cast this turn can
be cast as though it had flash"`` (Quicken) ->
:class:`~mtgrules.model.next_sorcery.NextSorceryAsThoughFlash`. Declared in
:mod:`mtgrules.oracle.readers`."""

from __future__ import annotations

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.next_sorcery import NextSorceryAsThoughFlash
from mtgrules.oracle.effects import Slots

_TEXT = "The next sorcery spell you cast this turn can be cast as though it had flash"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One sentence of this family (capitalised, no final period); None for others."""
    return [NextSorceryAsThoughFlash()] if s == _TEXT else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    return _TEXT if isinstance(e, NextSorceryAsThoughFlash) else None
