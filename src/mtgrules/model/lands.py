"""Conditional "enters tapped" (CR 614.1c, 305.7): ``"~ enters tapped unless [condition]"``,
the condition judged as the land would enter, from its controller's point of view ("fast
lands": two or fewer other lands; "slow lands": two or more other lands; "check lands": a
Forest or a Plains; a player at 13 or less life; two or more opponents)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import Cmp, ObjectFilter


@dataclass(frozen=True, slots=True)
class YouControlCount(Node):
    """You control ``cmp`` ``n`` permanents matching ``filter`` ("two or fewer other
    lands", "a Swamp or an Island": at least one)."""

    filter: ObjectFilter
    cmp: Cmp
    n: int


@dataclass(frozen=True, slots=True)
class APlayerLifeAtMost(Node):
    """A player has ``n`` or less life (CR 119)."""

    n: int


@dataclass(frozen=True, slots=True)
class OpponentsAtLeast(Node):
    """You have ``n`` or more opponents (CR 102.3)."""

    n: int


LandCondition = YouControlCount | APlayerLifeAtMost | OpponentsAtLeast
"""A condition of a conditional "enters tapped"."""


@dataclass(frozen=True, slots=True)
class EntersTappedUnless(Node):
    """"[This permanent] enters tapped unless [condition]" (CR 614.1c)."""

    condition: LandCondition
