"""Replacement effects on objects going to a graveyard (CR 614.1a), from static abilities of
permanents on the battlefield (:class:`~mtgrules.model.ExileInsteadOfGraveyard`: Rest in
Peace, Leyline of the Void, Dryad Militant, Anafenza, the Foremost), and the discard
replacement of a card in its owner's hand (:class:`~mtgrules.model.DiscardedByOpponentEnters`,
Loxodon Smiter; it functions in the hand, CR 113.6m).

Every graveyard replacement here exiles the object, so when several apply (also with the
"would die, exile it instead" effects of :mod:`mtgrules.rules.dies`) each order gives the same
result and none is asked (CR 616.1).
"""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.base import Whose
from mtgrules.model.graveyard_replacement import (
    DiscardedByOpponentEnters,
    ExileInsteadOfGraveyard,
    GraveyardCards,
)
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.state.game_state import GameState


def _exiles(s: GameState, oid: int, r: ExileInsteadOfGraveyard, controller: int) -> bool:
    """Whether replacement ``r`` of a permanent ``controller`` controls applies to object
    ``oid`` being put into its owner's graveyard (CR 404.2: a card goes to its owner's)."""
    o = s.objects[oid]
    if r.whose is Whose.YOU and o.owner != controller:
        return False
    if r.whose is Whose.OPPONENT and o.owner == controller:
        return False
    if r.what is GraveyardCards.CARD_OR_TOKEN:
        return o.kind in ("card", "token")
    if o.kind != "card":
        return False  # "a card": not a token (CR 111.1); Anafenza's "nontoken creature"
    if r.what is GraveyardCards.CARD:
        return True
    types = characteristics(s, oid).types  # as it is in its zone (CR 700.4, 614.6)
    if r.what is GraveyardCards.INSTANT_OR_SORCERY:
        return bool(types & {"Instant", "Sorcery"})
    return "Creature" in types


def exile_instead_of_graveyard(s: GameState, oid: int) -> int | None:
    """The permanent whose "exile it instead" replacement applies to object ``oid`` about to be
    put into a graveyard (CR 614.1a), or None. The caller moves it to exile instead."""
    chars = compute_battlefield(s)
    for src, c in chars.items():
        for a in c.abilities:
            if isinstance(a, StaticAbility) and isinstance(a.replacement,
                                                           ExileInsteadOfGraveyard) and \
                    _exiles(s, oid, a.replacement, c.controller):
                return src
    return None


def enters_instead_of_discard(s: GameState, pid: int, oid: int, cause: int | None) -> bool:
    """Whether card ``oid`` that player ``pid`` is discarding is put onto the battlefield
    instead: it has "If a spell or ability an opponent controls causes you to discard this
    card, put it onto the battlefield instead ..." and ``cause`` (the controller of the spell
    or ability whose effect discards it; None for a rule or a cost) is an opponent of ``pid``
    (CR 614.1a, 701.9a)."""
    if cause is None or cause == pid or s.objects[oid].kind != "card":
        return False
    card = get_card(s.objects[oid].card)
    return any(isinstance(a, StaticAbility) and isinstance(a.replacement,
                                                           DiscardedByOpponentEnters)
               for a in card.abilities)
