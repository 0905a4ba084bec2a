"""What Oracle text says about the Commander variant (CR 903): the mana of "one mana of any
color in your commander's color identity" (Command Tower, Arcane Signet, Commander's Sphere;
CR 903.4, 903.4f)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class ManaInCommanderIdentity(Node):
    """"Add one mana of any color in your commander's color identity" (CR 903.4): one mana of
    a color its controller chooses among the colors of their commander's color identity; no
    mana when that identity has no color or they have no commander (903.4f, 106.5)."""
