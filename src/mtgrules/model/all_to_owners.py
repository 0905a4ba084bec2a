"""Every permanent of a group put into its owner's hand or library at once (CR 400.7, 401.4,
608.2c): ``"Return all nonland permanents to their owners' hands."`` (Devastation Tide) and
``"Put all creatures on the bottom of their owners' libraries."`` (Terminus).

The engine's op is :func:`mtgrules.effects.all_to_owners.all_to_owners`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


class OwnersZone(enum.StrEnum):
    """Where the permanents go: the words after the group."""

    HANDS = "to their owners' hands"
    """"Return all [permanents] to their owners' hands" (CR 400.7)"""
    LIBRARY_BOTTOM = "on the bottom of their owners' libraries"
    """"Put all [permanents] on the bottom of their owners' libraries": each owner arranges
    their own cards in any order (CR 401.4)"""


@dataclass(frozen=True, slots=True)
class AllToOwners(Node):
    """"Return/Put all [filter] [to]": each permanent matching ``filter`` as the effect
    happens moves at the same time to its owner's hand or the bottom of its owner's library
    (``to``), each becoming a new object (CR 400.7); tokens cease to exist there (111.7-8)."""

    filter: ObjectFilter
    to: OwnersZone
