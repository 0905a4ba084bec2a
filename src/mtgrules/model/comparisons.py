"""Conditions comparing the controller with their opponents, checked as an effect resolves
(CR 608.2c): "If you have less life than an opponent, ..." and "If you control fewer
creatures than an opponent, ..." (Timely Reinforcements), and the controller's own life total
"If you have 5 or less life, ..." (fateful hour, Gather the Townsfolk)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class LessLifeThanAnOpponent(Node):
    """"you have less life than an opponent" (CR 119.1): some opponent still in the game
    has a greater life total than the controller."""


@dataclass(frozen=True, slots=True)
class FewerThanAnOpponent(Node):
    """"you control fewer [permanents] than an opponent": some opponent still in the game
    controls more permanents matching ``filter`` than the controller does."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class YourLifeAtMost(Node):
    """"you have ``n`` or less life" (CR 119.1; fateful hour, 207.2c): the controller's life
    total is ``n`` or less as the effect resolves."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("n must be at least 1")
