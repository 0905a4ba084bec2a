"""Miracle (CR 702.94): a card with "Miracle [cost]" that its owner draws as the first card
they drew this turn is revealed, and its linked trigger "When you reveal this card this way,
you may cast it by paying [cost] rather than its mana cost." (702.94a) is put on the stack
the next time a player would receive priority (603.3). As it resolves, if the card is still in
its owner's hand, they may cast it for its miracle cost (the alternative cost, 118.9, with X
announced for it, 107.3), timing ignored (608.2g); declining leaves it in the hand.

The reveal is made whenever the first card drawn has miracle (the engine doesn't ask whether
to reveal it, CR 702.94a lets the player keep it hidden; casting is still optional)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.miracle import MIRACLE, MiracleCast
from mtgrules.model.spell_costs import SpellCost
from mtgrules.model.triggers import Enters
from mtgrules.state.game_state import GameState

MIRACLE_CAST = TriggeredAbility(
    "miracle:cast", "When you reveal this card this way, you may cast it by paying its miracle "
    "cost rather than its mana cost.", event=Enters(), effect=(MiracleCast(),))
"""The miracle trigger (CR 702.94a), shared by every card with miracle; its ``source`` is
the revealed card in its owner's hand."""


def miracle_cost(card: CardDef) -> SpellCost | None:
    """The card's miracle cost (an alternative cost, CR 702.94a), if it has one."""
    return next((a for a in card.abilities
                 if isinstance(a, SpellCost) and a.keyword == MIRACLE), None)


def miracle_triggers(s: GameState, ev: dict[str, Any]) -> list[dict[str, Any]]:
    """The miracle trigger of a card drawn as its owner's first card this turn (a ``draw``
    event with ``nth`` 1, CR 702.94a): the card is revealed (logged) and the record of
    :data:`MIRACLE_CAST` returned; nothing for other events."""
    if ev["type"] != "draw" or ev.get("nth") != 1:
        return []
    oid = ev["obj"]
    o = s.objects.get(oid)
    if o is None or o.zone != "hand" or miracle_cost(get_card(o.card)) is None:
        return []
    pid = ev["player"]
    log_event(s, "reveal", "702.94a", f"{s.players[pid].name} reveals {name_of(s, oid)} as "
              "the first card they drew this turn (miracle)", pid, [oid])
    return [{"ability": MIRACLE_CAST.key, "source": oid, "controller": pid,
             "event": dict(ev)}]
