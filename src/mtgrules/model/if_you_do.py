"""Effect nodes of optional costs whose effects follow "If you do" (CR 118.3, 608.2c, 608.2d):
"You may pay [cost]. If you do, ..." and "You may discard a card. If you do, ...".

:class:`MayPay` offers a cost to the ability's controller as the ability resolves ("You may
pay {1}", "You may pay 2 life", CR 118.3: only when they can pay it); :class:`IfYouDo` does
its effects only if that payment was made ("If you do, draw a card", CR 608.2c: the later
text refers to the earlier choice).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.mana import ManaCost
from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class MayDiscardThen(Node):
    """"You may discard [count] card(s). If you do, [the rest]" (CR 608.2d, 701.9): a yes/no
    choice offered when the controller has that many cards in hand; the Discard that follows
    it and the rest of the ability's effect happen only if they chose to (and so did
    discard)."""

    count: int = 1

    def _check(self) -> None:
        if self.count < 1:
            self.fail("discards at least one card")


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
