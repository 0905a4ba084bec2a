"""Library searches and shuffles (CR 701.23, 701.24) beside the one-card
:class:`~mtgrules.model.effects.SearchLibrary`: a search for several cards
(:class:`SearchAnyNumber`), a search bounded by a counted mana value
(:class:`SearchWithManaValue`), "If that card is ..." (:class:`IfThatCard`), a shuffle written
apart (:class:`Shuffle`: "Then shuffle.", "You may shuffle.") and shuffling a card into its
owner's library (:class:`ShuffleIntoLibrary`). Read and rendered by :mod:`mtgrules.oracle.search`;
done by :mod:`mtgrules.effects.search`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node, Zone
from mtgrules.model.filters import Cmp, ObjectFilter
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class SearchAnyNumber(Node):
    """"Search your library for any number of [filter] cards, put them [into zone]
    (tapped), then shuffle" (CR 701.23): the controller chooses the cards one at a time
    (finding none is allowed, 701.23b); they are put there together. ``up_to``: "for up to
    N [filter] cards" (0: any number); ``reveal``: the found cards are revealed (701.20a).
    ``other_to``: "put one onto the battlefield tapped and the other into your hand" (Cultivate):
    one card found goes to ``to`` (tapped), the other to ``other_to``. ``share_land_type``:
    "up to two basic land cards that share a land type" (Myriad Landscape): the cards found
    have a land type in common (CR 205.3i)."""

    filter: ObjectFilter
    to: Zone = Zone.BATTLEFIELD
    tapped: bool = False
    up_to: int = 0
    reveal: bool = False
    other_to: Zone | None = None
    share_land_type: bool = False

    def _check(self) -> None:
        if self.up_to < 0 or self.up_to == 1:
            self.fail("up to two or more cards (0: any number)")
        if self.other_to is not None and (self.up_to != 2 or self.other_to == self.to):
            self.fail("'one ... and the other ...' splits up to two cards between two zones")


@dataclass(frozen=True, slots=True)
class SearchWithManaValue(Node):
    """"Search your library for a [filter] card with mana value equal to [amount], reveal it,
    and put it into your hand" and "... a green creature card with mana value X or less, put
    it onto the battlefield, then shuffle" (CR 701.23, 202.3; the amount is read as the search
    begins, 608.2h): the card's mana value compares with the amount by ``cmp`` (``EQ`` or
    ``LE``). ``shuffle``: ", then shuffle" ends the sentence (else a later "Then shuffle" is
    :class:`Shuffle`); the card found is what "that card" names next."""

    filter: ObjectFilter
    mana_value: Amount
    cmp: Cmp = Cmp.EQ
    to: Zone = Zone.HAND
    reveal: bool = True
    shuffle: bool = False

    def _check(self) -> None:
        if self.cmp not in (Cmp.EQ, Cmp.LE):
            self.fail("a mana value equal to or at most an amount")
        if self.to not in (Zone.HAND, Zone.BATTLEFIELD):
            self.fail("into the hand or onto the battlefield")


@dataclass(frozen=True, slots=True)
class IfThatCard(Node):
    """"If that card is [filter], [effects]": the effects happen only if the card the previous
    effect acted on matches ``filter`` (CR 608.2c). ``was``: the text says "If it was a
    [card noun], ..." (Scavenging Ooze's exiled card; the same test of the card now)."""

    filter: ObjectFilter
    effects: tuple[Node, ...]
    was: bool = False

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")


@dataclass(frozen=True, slots=True)
class Shuffle(Node):
    """"Then shuffle" after a search (CR 701.24a): the controller shuffles their library.
    ``may``: "You may shuffle" (after looking at the top cards, Ponder): the controller
    chooses (CR 608.2d)."""

    may: bool = False


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary(Node):
    """"Shuffle ~ into its owner's library" (CR 701.24a, 400.7): the object is put into its
    owner's library, which is then shuffled (a spell does this as the last step of its
    resolution, before it would go to the graveyard, CR 608.2n). ``and_graveyard``: "Shuffle
    ~ and your graveyard into their owner's library": the cards of the controller's graveyard
    go too, and each library is shuffled once."""

    what: ObjectRef
    and_graveyard: bool = False
