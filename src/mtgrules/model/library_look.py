"""Looking at the top cards of a library (CR 701.20e, 401.2): ``"Look at the top three cards
of your library. Put one of them into your hand and the rest on the bottom of your library in
any order."``, ``"... You may reveal a creature card from among them and put it into your
hand. Put the rest on the bottom of your library in a random order."``, ``"Look at the top
three cards of your library, then put them back in any order."``.

Looking at a card shows it only to the looker (701.20e): the cards stay in the library
(a hidden zone, 401.2) while they are looked at, and the choices are decisions of the looker
alone (:mod:`mtgrules.effects.library_look`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import PlayerRef


class LookTake(enum.StrEnum):
    """What the looker does with some of the cards looked at."""

    PUT_INTO_HAND = "put_into_hand"
    """"Put one of them into your hand": exactly ``take`` of them (all if fewer)"""
    MAY_REVEAL_ONE = "may_reveal_one"
    """"You may reveal a [filter] card from among them and put it into your hand" (701.20a)"""
    MAY_REVEAL_ANY = "may_reveal_any"
    """"You may reveal any number of [filter] cards from among them and put them into your
    hand" (701.20a)"""
    NONE = "none"
    """"then put them back in any order": nothing is taken"""
    ANY_TO_GRAVEYARD = "any_to_graveyard"
    """"then put any number of them into your graveyard and the rest on top of your library
    in any order" (like surveil, 701.25a, without being a surveil)"""
    ANY_TO_BOTTOM = "any_to_bottom"
    """"then put any number of them on the bottom and the rest on top in any order" (like
    scry, 701.22a, without being a scry)"""


class LookRest(enum.StrEnum):
    """Where the cards not taken go (as Oracle writes it)."""

    BOTTOM_ANY_ORDER = "on the bottom of your library in any order"
    BOTTOM_RANDOM = "on the bottom of your library in a random order"
    GRAVEYARD = "into your graveyard"
    TOP_ANY_ORDER = "on top of your library in any order"


@dataclass(frozen=True, slots=True)
class LookAtTop(Node):
    """Look at the top ``count`` cards of your library (CR 701.20e), then ``take`` (see
    :class:`LookTake`: ``number`` of them, those matching ``filter`` for a reveal) and put the
    rest where ``rest`` says. ``those_cards``: written "of those cards" rather than "of
    them"; ``other``: "the other" (exactly one card is left) rather than "the rest"."""

    count: int
    take: LookTake
    rest: LookRest
    number: int = 1
    filter: ObjectFilter | None = None
    those_cards: bool = False
    other: bool = False
    bonus_if: ObjectFilter | None = None
    """"If it's legendary, you gain 3 life": a card revealed this way matching this filter
    makes the controller gain ``bonus_life`` life (CR 119.3)"""
    bonus_life: int = 0

    def _check(self) -> None:
        if self.count < 2:
            self.fail("looks at two or more cards")
        reveal = self.take in (LookTake.MAY_REVEAL_ONE, LookTake.MAY_REVEAL_ANY)
        if reveal != (self.filter is not None):
            self.fail("a filter exactly for a reveal")
        if self.take is LookTake.PUT_INTO_HAND and not 1 <= self.number < self.count:
            self.fail("puts from one to count-1 cards into the hand")
        if self.other and (self.take is not LookTake.PUT_INTO_HAND or
                           self.count - self.number != 1):
            self.fail("'the other' when exactly one card is left")
        if (self.bonus_if is None) != (self.bonus_life == 0) or self.bonus_life < 0 or (
                self.bonus_if is not None and self.take is not LookTake.MAY_REVEAL_ONE):
            self.fail("a bonus for the one card revealed, with some life")
        top = self.rest is LookRest.TOP_ANY_ORDER
        if top != (self.take in (LookTake.NONE, LookTake.ANY_TO_GRAVEYARD,
                                 LookTake.ANY_TO_BOTTOM)):
            self.fail("the rest go on top exactly when nothing goes to the hand")


@dataclass(frozen=True, slots=True)
class PutFromHandOnTop(Node):
    """"Put two cards from your hand on top of your library in any order" (Brainstorm, after
    "Draw three cards, then"): the controller chooses ``count`` cards of their hand (all if
    fewer) one at a time, each put on top of the library; the last chosen is the top card.
    The cards stay hidden (the hand and the library are hidden zones, CR 401.2, 402.3)."""

    count: int

    def _check(self) -> None:
        if self.count < 1:
            self.fail("puts one or more cards")


class RevealPut(enum.StrEnum):
    """What happens to the cards revealed from the top (as Oracle writes it)."""

    ALL_MATCHING_TO_HAND = "all_matching_to_hand"
    """"Put all [filter] cards revealed this way into your hand and the rest into your
    graveyard" (Mulch)"""
    MAY_ONE_TO_HAND = "may_one_to_hand"
    """"You may put a [filter] card from among them into your hand. Put the rest into your
    graveyard" (Grisly Salvage)"""


@dataclass(frozen=True, slots=True)
class RevealTop(Node):
    """"Reveal the top ``count`` cards of your library" (CR 701.20a: every player sees them),
    then ``put``: the cards matching ``filter`` (all, or one the controller may choose) go to
    the hand and the rest into the graveyard."""

    count: int
    put: RevealPut
    filter: ObjectFilter

    def _check(self) -> None:
        if self.count < 2:
            self.fail("reveals two or more cards")


@dataclass(frozen=True, slots=True)
class LookAtTopMayBottom(Node):
    """"Look at the top card of target player's library. You may put that card on the bottom
    of that player's library." (CR 701.20e, 401.4): the ability's controller looks at the top
    card of the library of the player ``who`` names (the card stays there; only the looker
    sees it), then chooses whether to put it on the bottom (608.2d)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class ExileLibraryShuffleHand(Node):
    """"Exile all cards from target player's library, then that player shuffles their hand
    into their library." (CR 406.1, 701.24a): every card of the library of the player ``who``
    names is exiled at once, then that player puts every card of their hand into their
    library and shuffles it."""

    who: PlayerRef
