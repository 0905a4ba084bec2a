"""An amount taken away rather than added: ``"All creatures get -1/-1 until end of turn for
each Swamp you control"`` (Mutilate) and ``"get -X/-X ..., where X is ..."`` (CR 107.1b: a
negative number in a power/toughness change; 608.2h: the count is determined once)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class Negated(Node):
    """The negative of ``amount`` (an :data:`~mtgrules.model.amounts.Amount`): "-1/-1 for
    each Swamp you control" is ``ModifyPT(Negated(CountOf(Swamps you control)), ...)``."""

    amount: Node
