"""Amounts an effect's own text defines, and the life an effect made players lose.

- :class:`WhereX`: "[effect with X], where X is [amount]" (CR 107.3c: the text defines X;
  its value is determined as the effect is applied, 608.2h), e.g. Gray Merchant of Asphodel's
  "each opponent loses X life, where X is your devotion to black" (700.5), or "a number of
  ... equal to [amount]" (Master of Waves' tokens, :class:`XWording`);
- :class:`GainLifeLostThisWay`: "You gain life equal to the life lost this way" (CR 119.3):
  the total life the players lost to the effect just before it in the same ability.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.amounts import Amount, X
from mtgrules.model.base import Node, walk
from mtgrules.model.refs import PlayerRef, You


class XWording(enum.StrEnum):
    """How the text defines the amount: "[effect with X], where X is [amount]", or "[effect
    with a number of ...] equal to [amount]" ("create a number of 1/0 blue Elemental creature
    tokens equal to your devotion to blue"); the rules are the same."""

    WHERE_X = "where X is"
    A_NUMBER = "a number of"


@dataclass(frozen=True, slots=True)
class WhereX(Node):
    """``effects`` (which name the amount X, :class:`~mtgrules.model.X`) done with X equal to
    ``value`` (CR 107.3c), evaluated once as they are applied (608.2h)."""

    effects: tuple[Node, ...]
    value: Amount
    wording: XWording = XWording.WHERE_X

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")
        if not any(isinstance(n, X) for e in self.effects for n in walk(e)):
            self.fail("its effects don't use X")
        if any(isinstance(n, X) for n in walk(self.value)):
            self.fail("X is defined by itself")


@dataclass(frozen=True, slots=True)
class GainLifeLostThisWay(Node):
    """"[player] gain(s) life equal to the life lost this way" (CR 119.3): the total life
    lost by every player to the ability's latest life-loss effect."""

    who: PlayerRef = You()
