"""Conditions of "as long as" static abilities over the controller's graveyard (CR 611.3a):
threshold's "there are seven or more cards in your graveyard" (CR 702 ability word, 207.2c)
and delirium's "there are four or more card types among cards in your graveyard" (205.2a).
They read only zones and printed card types, so the layer system can ask them without
recursion (cards in a graveyard have their printed characteristics)."""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.model.breadth import CardsInGraveyard
from mtgrules.state.game_state import GameState

_CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                         "Land", "Planeswalker", "Sorcery"})
"""The card types (CR 205.2a)."""


def graveyard_condition_holds(s: GameState, cond: CardsInGraveyard, controller: int) -> bool:
    """Whether ``controller``'s graveyard holds at least ``cond.count`` cards (or, with
    ``card_types``, cards of at least that many card types)."""
    cards = s.players[controller].graveyard
    if not cond.card_types:
        return len(cards) >= cond.count
    found: set[str] = set()
    for oid in cards:
        found |= set(get_card(s.objects[oid].card).type_line.types) & _CARD_TYPES
    return len(found) >= cond.count
