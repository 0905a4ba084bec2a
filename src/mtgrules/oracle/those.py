"""A sentence acting on the objects the previous one acted on (CR 608.2c, 608.2h):
``"Tap those creatures."`` after ``"~ deals 1 damage to each creature with flying your
opponents control."`` taps the creatures that sentence dealt damage to (each one it named,
damage prevented or not), :class:`~mtgrules.model.refs.Those`."""

from __future__ import annotations

import re

from mtgrules.model import Tap, Untap
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import Those
from mtgrules.oracle import effects

_VERBS: dict[str, type[Tap] | type[Untap]] = {"Tap": Tap, "Untap": Untap}
_WORDS = ("those creatures", "those permanents")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"Tap those creatures"`` -> ``[Tap(Those("those creatures"))]``; None otherwise."""
    m = re.fullmatch(r"(Tap|Untap) (.+)", s)
    if not m or m.group(2) not in _WORDS:
        return None
    return [_VERBS[m.group(1)](Those(m.group(2)))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, Tap | Untap) or not isinstance(e.what, Those) or \
            e.what.word not in _WORDS:
        return None
    return f"{'Tap' if isinstance(e, Tap) else 'Untap'} {e.what.word}"
