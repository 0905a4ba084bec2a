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


@dataclass(frozen=True, slots=True)
class CommanderCastCopies(Node):
    """"copy it for each time you've cast your commander from the command zone this game"
    (Empyrial Storm, Echo Storm; CR 903.8, 707.10): the effect of a "When you cast this spell"
    trigger, which copies the spell once for each time its controller has cast their
    commanders from the command zone this game (both partners counted), counted as it
    resolves. ``new_targets``: "You may choose new targets for the copies." (707.10c)."""

    new_targets: bool = False
