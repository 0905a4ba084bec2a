"""A search whose mana value is counted, what follows it, and the shuffle written apart
(CR 701.23, 701.24): ``"Search your library for a creature card with mana value equal to the
number of harmony counters on ~, reveal it, and put it into your hand. If that card is
legendary, create a Treasure token. Then shuffle."``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class SearchWithManaValue(Node):
    """"Search your library for a [filter] card with mana value equal to [amount], reveal it,
    and put it into your hand" (CR 701.23, 202.3; the amount is read as the search begins,
    608.2h): no shuffle here (a later "Then shuffle" is :class:`Shuffle`); the card found is
    what "that card" names next."""

    filter: ObjectFilter
    mana_value: Amount


@dataclass(frozen=True, slots=True)
class IfThatCard(Node):
    """"If that card is [filter], [effects]": the effects happen only if the card the previous
    effect acted on matches ``filter`` (CR 608.2c)."""

    filter: ObjectFilter
    effects: tuple[Node, ...]

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")


@dataclass(frozen=True, slots=True)
class Shuffle(Node):
    """"Then shuffle" after a search (CR 701.24a): the controller shuffles their library."""
