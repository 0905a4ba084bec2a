"""Returning a permanent of the controller's choice (CR 400.7): "return a land you control to
its owner's hand" (the "bounce lands"), not targeted: the ability's controller chooses as it
resolves (CR 608.2d); and "return it to its owner's hand" in a leaves-the-battlefield trigger
(:class:`ReturnDiedCard`: the card the permanent became in the graveyard, 603.6d, 400.7)."""

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


@dataclass(frozen=True, slots=True)
class ReturnDiedCard(Node):
    """"Return it to its owner's hand": the card a permanent became when it was put into a
    graveyard from the battlefield (the leaves event's new object, CR 400.7, 603.6d) moves
    from that graveyard to its owner's hand; nothing happens if it has left the graveyard
    (400.7)."""
