"""Sentences about the turn's structure (CR 500.8, 511.2): the effect ``"After this phase,
there is an additional combat phase"`` (:class:`~mtgrules.model.turn.AdditionalCombatPhase`)
and the trigger condition ``"At the end of the first combat phase on your turn"``
(:class:`~mtgrules.model.triggers.EndOfFirstCombat`)."""

from __future__ import annotations

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.triggers import EndOfFirstCombat, TriggerEvent
from mtgrules.model.turn import AdditionalCombatPhase
from mtgrules.oracle.effects import Slots

ADDITIONAL_COMBAT = "After this phase, there is an additional combat phase"

FIRST_COMBAT = "At the end of the first combat phase on your turn"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``After this phase, there is an additional combat phase`` (no final period, CR 500.8);
    None for other sentences."""
    return [AdditionalCombatPhase()] if s == ADDITIONAL_COMBAT else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    return ADDITIONAL_COMBAT if isinstance(e, AdditionalCombatPhase) else None


def parse_event(text: str) -> TriggerEvent | None:
    """``At the end of the first combat phase on your turn`` (CR 511.2); None for other
    trigger conditions."""
    return EndOfFirstCombat() if text == FIRST_COMBAT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`."""
    return FIRST_COMBAT if isinstance(e, EndOfFirstCombat) else None
