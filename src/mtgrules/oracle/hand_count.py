"""Damage counted by the hand of the trigger's player (CR 402.1, 603.2, 608.2h):
``"~ deals damage to that player equal to the number of cards in their hand"`` (Sword of War
and Peace) -> :class:`~mtgrules.model.DealDamage` of
:class:`~mtgrules.model.hand_count.CardsInThatPlayersHand` to the event's player."""

from __future__ import annotations

from mtgrules.model import DealDamage, EventPlayer, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.model.hand_count import CardsInThatPlayersHand
from mtgrules.model.triggers import DealsCombatDamageToPlayer, TriggerEvent
from mtgrules.oracle.effects import Slots

_TEXT = "~ deals damage to that player equal to the number of cards in their hand"
_NODE = DealDamage(CardsInThatPlayersHand(), EventPlayer())


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """The effect of a trigger on damage to a player (the player it names); None for other
    text."""
    if isinstance(event, DealsCombatDamageToPlayer) and rest == _TEXT + ".":
        return (_NODE,)
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect` (no final period); None for other
    nodes."""
    return _TEXT if e == _NODE else None
