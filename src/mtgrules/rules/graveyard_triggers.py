"""Triggered abilities of cards in graveyards (CR 113.6k: an ability whose effect moves the
card out of the graveyard functions there, :mod:`mtgrules.rules.graveyard_abilities`):
"When you roll a natural 20, return ~ from your graveyard to your hand"
(:class:`~mtgrules.model.triggers.RollNatural20`), Bloodghast's "Whenever a land you control
enters, you may return this card from your graveyard to the battlefield", Vengevine's
"Whenever you cast a spell, if it's the second creature spell you cast this turn, ...". Each
card definition's such abilities are found once; a card in a graveyard is controlled by its
owner for its abilities (CR 110.2, 113.6k)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.rules.graveyard_abilities import functions_in_graveyard
from mtgrules.rules.triggers import intervening_if_holds, matches_event
from mtgrules.state.game_state import GameState

_BY_CARD: dict[str, tuple[TriggeredAbility, ...]] = {}


def _abilities(card: str) -> tuple[TriggeredAbility, ...]:
    got = _BY_CARD.get(card)
    if got is None:
        got = _BY_CARD[card] = tuple(a for a in get_card(card).abilities
                                     if isinstance(a, TriggeredAbility)
                                     and functions_in_graveyard(a))
    return got


def graveyard_triggers(s: GameState, ev: dict[str, Any]) -> list[dict[str, Any]]:
    """The ``state.triggered`` records event ``ev`` triggers among the abilities of cards in
    graveyards that function there (CR 113.6k, 603.2), each controlled by the card's owner;
    an intervening "if" is checked as it triggers (603.4)."""
    out = []
    for p in s.players:
        for oid in p.graveyard:
            for a in _abilities(s.objects[oid].card):
                if matches_event(s, a, oid, p.index, ev) and (
                        a.intervening_if is None or intervening_if_holds(
                            s, a.intervening_if, oid, p.index, ev)):
                    out.append({"ability": a.key, "source": oid, "controller": p.index,
                                "event": ev})
    return out
