"""Damage dealt by an object an effect names (CR 120.3): the typed nodes.

- :class:`ItDealsDamage`: "it deals N damage to any target" in a leaves-the-battlefield trigger
  of the source (the source is its last known information, 603.10a);
- :class:`ObjectDealsDamage`: "that spell deals damage to each opponent equal to ..." (the
  source of the damage is that object, not the ability's source).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef, PlayerRef, Ref


@dataclass(frozen=True, slots=True)
class ItDealsDamage(Node):
    """"It deals N damage to [target]" in a leaves-the-battlefield trigger of the source
    itself: the source, as it last existed (CR 603.10a, 608.2h), deals the damage, as
    ``~ deals`` would; the pronoun is kept for the rendering."""

    amount: Amount
    to: Ref


@dataclass(frozen=True, slots=True)
class ObjectDealsDamage(Node):
    """``source`` (one object, e.g. the spell that triggered the ability) deals ``amount``
    damage to each of ``to`` (CR 120.3); a source that left its zone deals it as it last
    existed (CR 608.2h); nothing when there is no such object."""

    source: ObjectRef
    amount: Amount
    to: PlayerRef
