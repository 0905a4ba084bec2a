"""Returning a permanent of the controller's choice (CR 400.7): "return a land you control to
its owner's hand" (the "bounce lands"), not targeted: the ability's controller chooses as it
resolves (CR 608.2d)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class ReturnChosenToHand(Node):
    """"Return a [filter] you control to its owner's hand": the ability's controller chooses
    one permanent matching ``filter`` they control (nothing if none) and it returns to its
    owner's hand, a new object (CR 400.7)."""

    filter: ObjectFilter
