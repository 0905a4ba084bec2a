"""The op of :class:`~mtgrules.model.attached_triggers.ReturnAuraCard` (CR 400.7f)."""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.model.attached_triggers import ReturnAuraCard
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def aura_card_in_graveyard(s: GameState, src: int) -> int | None:
    """The card the permanent ``src`` became when it was put into its owner's graveyard from
    the battlefield (its last known information names it, CR 400.7f), while it is still
    there; None otherwise (``src`` is still on the battlefield, went elsewhere, or the card
    has left the graveyard)."""
    o = s.objects.get(src)
    if o is None or o.zone != "gone" or not o.lki:
        return None
    card = o.lki.get("became")
    if not isinstance(card, int) or card not in s.objects:
        return None
    c = s.objects[card]
    if c.zone != "graveyard" or card not in s.players[c.owner].graveyard:
        return None
    return card


def return_aura_card(s: GameState, f: Frame, e: ReturnAuraCard) -> bool:
    """"Return this card to its owner's hand" (CR 400.7f): the source's card in its owner's
    graveyard goes to its owner's hand, a new object (400.7); nothing if it isn't there."""
    card = aura_card_in_graveyard(s, int(f.data["ctx"]["source"]))
    if card is None:
        return True
    owner = s.objects[card].owner
    new = move(s, card, e.to.value)
    log_event(s, "return_to_hand", "400.7f", f"{name_of(s, new)} returns to its owner's hand "
              "from the graveyard", owner, [new])
    return True
