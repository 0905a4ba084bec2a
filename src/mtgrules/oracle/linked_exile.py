"""Cards exiled with a permanent (CR 607.2a): the intervening "if there are cards exiled with
~" (:data:`CONDITION_WORDS`, read with the others by :mod:`mtgrules.oracle.conditions`) and
"put them into their owner's graveyard, then ~ deals that much damage to each opponent"."""

from __future__ import annotations

from mtgrules.model import EachOpponent
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.linked_exile import BuryExiledWithThenDamage, CardsExiledWithSource
from mtgrules.oracle.effects import Slots

CONDITION_WORDS = ("there are cards exiled with ~", CardsExiledWithSource())
_BURY = "Put them into their owner's graveyard, then ~ deals that much damage to each opponent"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence (no final period); None if not of this family."""
    return [BuryExiledWithThenDamage(EachOpponent())] if s == _BURY else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, BuryExiledWithThenDamage) and e.to == EachOpponent():
        return _BURY
    return None
