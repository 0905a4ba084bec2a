"""Amounts of the player effects of AFR and beyond (issue 9, AFR target), each general:

- :class:`LifeLostThisTurn`: "each opponent loses life equal to the life they lost this
  turn" (CR 119.3; "they": each player the effect acts on, in turn);
- :class:`DifferentManaValues`: "draw a card for each different mana value among nonland
  cards in your graveyard" (CR 202.3);
- :class:`HandShortfall`: "if you have fewer than three cards in hand, draw cards equal to
  the difference" (CR 402).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class LifeLostThisTurn(Node):
    """"the life they lost this turn" (CR 119.3): the life the player the effect is acting
    on lost this turn (the ability's controller outside a per-player effect)."""


@dataclass(frozen=True, slots=True)
class DifferentManaValues(Node):
    """"each different mana value among [filter] cards in your graveyard" (CR 202.3): the
    number of distinct mana values among the cards of the controller's graveyard matching
    ``filter``."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class HandShortfall(Node):
    """"if you have fewer than N cards in hand, ... equal to the difference": N minus the
    number of cards in the controller's hand, 0 when they have N or more (CR 402)."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("a hand size of at least 1")

