"""One creature dealing damage to another by an effect (CR 120.3, 701.14):
``"Target creature you control deals damage equal to its power to target creature you don't
control."`` (a "bite") and ``"Target creature you control fights target creature you don't
control."`` (fight, CR 701.14a)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class CreatureDealsDamage(Node):
    """``source`` deals damage equal to its power to ``to`` (the source of the damage is that
    creature, not the ability's source, CR 120.3); with ``fight`` each deals damage equal
    to its power to the other at the same time (CR 701.14a). If either is no longer on the
    battlefield, or an illegal target, no damage is dealt (CR 608.2b, 701.14b)."""

    source: ObjectRef
    to: ObjectRef
    fight: bool = False
