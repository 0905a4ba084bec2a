"""Model nodes of the AFR Class cards' templates (and the cards sharing them):

- :class:`ObjectDealsDamage`: "that spell deals damage to each opponent equal to ..." (the
  source of the damage is that object, CR 120.3, not the ability's source).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef, PlayerRef


@dataclass(frozen=True, slots=True)
class ObjectDealsDamage(Node):
    """``source`` (one object, e.g. the spell that triggered the ability) deals ``amount``
    damage to each of ``to`` (CR 120.3); a source that left its zone deals it as it last
    existed (CR 608.2h); nothing when there is no such object."""

    source: ObjectRef
    amount: Amount
    to: PlayerRef


@dataclass(frozen=True, slots=True)
class IfRolledAtLeast(Node):
    """"If any of those results was 10 or higher, [effects]" in a "whenever you roll one or
    more dice" trigger: the effects happen only if a result of the triggering roll (the rolls
    not ignored, CR 706.6) is at least ``at_least`` (CR 706.2, 603.2)."""

    at_least: int
    effects: tuple[Node, ...]

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")
        if self.at_least < 1:
            self.fail("a result of at least 1")
