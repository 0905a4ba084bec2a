"""Damage divided, and counters distributed, as you choose among targets (CR 601.2d): ``"~ deals 3 damage divided as you
choose among one, two, or three targets"``, ``"... among any number of targets"``; ``"Distribute two +1/+1 counters among one or two
target creatures"``.

The division is announced as the spell is cast, after its targets (601.2d: each target gets at
least 1), and kept with the spell (``chosen["divided"]``, one amount per target slot); on
resolution a target that became illegal is dealt nothing and the others keep their amounts
(608.2b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtgrules.model.base import CounterKind, Node
from mtgrules.model.refs import TargetRef


@dataclass(frozen=True, slots=True)
class DealDividedDamage(Node):
    """"[Source] deals ``amount`` damage divided as you choose among [the targets ``to``]"
    (CR 601.2d, 120.2). ``any_number``: written "among any number of targets" (every slot is
    "up to one": at most ``amount`` targets) rather than "among one, two, or three targets"
    (the first slot required, the others "up to one"). ``x_targets``: "among X target
    creatures" (every slot "up to one", exactly X of them chosen, X announced first, 601.2b).
    ``it``: written "It deals" after a trigger condition naming the source with others ("When
    ~ enters or attacks, it deals ..."): the pronoun is the source, as ``~`` (CR 608.2h).
    """

    amount: int
    to: tuple[TargetRef, ...]
    any_number: bool = False
    x_targets: bool = False
    it: bool = False

    def _check(self) -> None:
        if self.amount < 1 or len(self.to) < 2:
            self.fail("divides at least 1 damage among two or more target slots")
        if (self.any_number or self.x_targets) and len(self.to) != self.amount:
            self.fail("'any number of'/'X' targets: one slot per point of damage")
        if self.any_number and self.x_targets:
            self.fail("'any number of' or 'X' targets, not both")


@dataclass(frozen=True, slots=True)
class PutDividedCounters(Node):
    """"Distribute ``amount`` ``counter`` counters among [the targets ``to``]" (CR 601.2d,
    122.1): the distribution is announced as the spell is cast, each target getting at least
    one; the first slot is required, the others "up to one" ("among one or two target
    creatures")."""

    amount: int
    counter: CounterKind
    to: tuple[TargetRef, ...]
    any_number: ClassVar[bool] = False
    x_targets: ClassVar[bool] = False

    def _check(self) -> None:
        if self.amount < len(self.to) or len(self.to) < 2:
            self.fail("distributes at least one counter to each of two or more target slots")


DIVIDED_TYPES = (DealDividedDamage, PutDividedCounters)
"""The effects divided among targets as the spell is cast (CR 601.2d)."""
