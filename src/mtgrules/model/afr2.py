"""Effect nodes of the second AFR batch (issue 9, AFR target): optional payments whose
effects follow "If you do" (CR 118.3, 608.2c), and doubling power and toughness (701.10).

:class:`MayPay` offers a cost to the ability's controller as the ability resolves ("You may
pay {1}", "You may pay 2 life", CR 118.3: only when they can pay it); :class:`IfYouDo` does
its effects only if that payment was made ("If you do, draw a card", CR 608.2c: the later
text refers to the earlier choice).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.mana import ManaCost
from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class MayPay(Node):
    """"You may pay [mana]" or "You may pay N life" (CR 118.3, 119.4): a yes/no choice of the
    controller, offered only when the cost can be paid; the payment is remembered for a
    following :class:`IfYouDo`."""

    mana: ManaCost = ManaCost()
    life: int = 0

    def _check(self) -> None:
        if (self.mana.is_empty()) == (self.life == 0) or self.life < 0:
            self.fail("pays either mana or life")


@dataclass(frozen=True, slots=True)
class IfYouDo(Node):
    """"If you do, [effects]" after a :class:`MayPay` of the same ability (CR 608.2c)."""

    effects: tuple[Node, ...]

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")


@dataclass(frozen=True, slots=True)
class DoublePT(Node):
    """"Double [object]'s power and toughness until end of turn" (CR 701.10b-c): each object
    gets +X/+Y until end of turn, where X and Y are its power and toughness as the effect
    resolves (locked in then). ``what`` is an object reference."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class ChooseTarget(Node):
    """"Choose target creature, then roll a d20": the target is named so that the results
    table after the roll refers to it as "that creature" (CR 115.1, 706.3; the target is
    chosen as the ability is put on the stack, 601.2c). ``what`` is the target reference."""

    what: ObjectRef
