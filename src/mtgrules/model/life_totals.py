"""Conditions on the players' life totals (CR 119, 611.3a)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import PlayerRef

__all__ = ["LifeTotalBecomes", "LifeTotals"]


@dataclass(frozen=True, slots=True)
class LifeTotals(Node):
    """"As long as you have ``you_at_least`` or more life and an opponent has
    ``opponent_at_most`` or less life" (CR 119.1, 611.3a): both hold at once, the second for
    some opponent still in the game."""

    you_at_least: int
    opponent_at_most: int

    def _check(self) -> None:
        if self.you_at_least < 1 or self.opponent_at_most < 0:
            self.fail("life thresholds out of range")


@dataclass(frozen=True, slots=True)
class LifeTotalBecomes(Node):
    """"[Player]'s life total becomes ``total``" (CR 119.5): each player ``who`` names gains
    or loses the life needed to have ``total`` (a gain is a life gain, a loss a life loss,
    with everything that applies to them, 119.5)."""

    total: int
    who: PlayerRef

    def _check(self) -> None:
        if self.total < 0:
            self.fail("a life total set to a negative number")
