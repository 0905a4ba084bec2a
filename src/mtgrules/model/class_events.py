"""Trigger events and conditions the Class cards use (CR 716; Bloomburrow's Talents and the
others), kept in their own module and joined to the trigger model's unions
(:mod:`mtgrules.model.triggers`):

- :class:`PlayerAttacks`: "Whenever you attack" (CR 508.3d);
- :class:`YouControlA`: the intervening "if you control a [filter]" (CR 603.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Whose
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class PlayerAttacks(Node):
    """"Whenever [player] attacks" (CR 508.3d): one or more creatures that player controls
    are declared as attackers; it triggers once per declaration, whatever the number of
    attackers, and not for a creature put onto the battlefield attacking."""

    who: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class YouControlA(Node):
    """The intervening "if you control a [filter]" (CR 603.4): the ability's controller
    controls at least one permanent matching ``filter``."""

    filter: ObjectFilter
