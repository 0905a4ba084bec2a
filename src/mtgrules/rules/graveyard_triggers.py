"""Triggered abilities of cards in graveyards (CR 113.6k: an ability whose effect moves the
card out of the graveyard functions there): "When you roll a natural 20, return ~ from your
graveyard to your hand" (:class:`~mtgrules.model.triggers.RollNatural20`). Only roll events look
at graveyards, and each card definition's such abilities are found once."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.triggers import RollNatural20
from mtgrules.state.game_state import GameState

_BY_CARD: dict[str, tuple[TriggeredAbility, ...]] = {}


def _abilities(card: str) -> tuple[TriggeredAbility, ...]:
    got = _BY_CARD.get(card)
    if got is None:
        got = _BY_CARD[card] = tuple(a for a in get_card(card).abilities
                                     if isinstance(a, TriggeredAbility)
                                     and isinstance(a.event, RollNatural20))
    return got


def graveyard_triggers(s: GameState, ev: dict[str, Any]) -> list[dict[str, Any]]:
    """The ``state.triggered`` records a natural 20 (a d20 showing 20, CR 706.2) triggers
    among the roller's graveyard cards (controlled by their owner, CR 110.2 / 113.6k)."""
    if ev["type"] != "roll" or ev.get("sides") != 20 or ev.get("result") != 20:
        return []
    pid = int(ev["player"])
    out = []
    for oid in s.players[pid].graveyard:
        for a in _abilities(s.objects[oid].card):
            out.append({"ability": a.key, "source": oid, "controller": pid, "event": ev})
    return out
