"""An amount written "X, where X is [amount]" (CR 107.3: X is a placeholder whose value the
text defines).

- :class:`WhereXAmount`: "Equipped creature gets +X/+X, where X is the number of creature cards
  in all graveyards" (its value is the amount's).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class WhereXAmount(Node):
    """The value of ``amount`` (an :data:`~mtgrules.model.amounts.Amount`), written as X
    defined after the effect ("+X/+0, where X is ...", CR 107.3)."""

    amount: Node
