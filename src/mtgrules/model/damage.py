"""One source dealing damage to several recipients at once (CR 120.2, 120.3): ``"~ deals 2
damage to any target and 1 damage to any other target"``, ``"~ deals 4 damage to target
creature and 2 damage to that creature's controller"``, ``"~ deals X damage to target player or
planeswalker and each creature that player or that planeswalker's controller controls"``.

All of it is dealt at the same time, one damage event (CR 120.3, 603.2c); a target that became
illegal is dealt nothing and the rest is still dealt (608.2b).

Also the nodes of damage dealt by an object an effect names (CR 120.3):
:class:`ItDealsDamage` ("it deals N damage to any target" in a leaves-the-battlefield trigger
of the source, its last known information, 603.10a) and :class:`ObjectDealsDamage` ("that spell
deals damage to each opponent equal to ...").
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef, PlayerRef, Ref


@dataclass(frozen=True, slots=True)
class DamagePart(Node):
    """``amount`` damage to ``to`` (one part of :class:`DealDamageToSeveral`)."""

    amount: Amount
    to: Ref


@dataclass(frozen=True, slots=True)
class DealDamageToSeveral(Node):
    """"[Source] deals A damage to R1 and B damage to R2" (CR 120.2): each part's damage, all
    dealt at once (120.3). ``shared_amount``: the amount is written once for every recipient
    ("X damage to target player or planeswalker and each creature that player ... controls");
    every part then has the same amount."""

    parts: tuple[DamagePart, ...]
    shared_amount: bool = False

    def _check(self) -> None:
        if len(self.parts) < 2:
            self.fail("damage to several recipients has two parts or more")
        if self.shared_amount and len({p.amount for p in self.parts}) != 1:
            self.fail("a shared amount is the same for every part")


@dataclass(frozen=True, slots=True)
class UnpreventableDamage(Node):
    """"[Source] deals N damage to [recipient]. The damage can't be prevented." (CR 120.2,
    615.12): the damage is dealt with no prevention effect preventing any of it (shields
    aren't used up; a prevention effect's additional effect still happens)."""

    amount: Amount
    to: Ref


@dataclass(frozen=True, slots=True)
class DamageCantBePreventedThisTurn(Node):
    """"Damage can't be prevented this turn." (CR 615.12): for the rest of the turn no damage
    is prevented."""


@dataclass(frozen=True, slots=True)
class PlayersCantGainLifeThisTurn(Node):
    """"Players can't gain life this turn." (CR 119.7): for the rest of the turn no player
    gains life; an effect that would make one gain life does nothing to their life."""


@dataclass(frozen=True, slots=True)
class DealDamageEqualToHandSize(Node):
    """"[Source] deals damage to each opponent equal to the number of cards in that player's
    hand" (CR 120.2, 608.2h): each player ``to`` names is dealt damage equal to the number of
    cards in their own hand as the effect happens, all at once (120.3)."""

    to: PlayerRef


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
