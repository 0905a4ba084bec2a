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
