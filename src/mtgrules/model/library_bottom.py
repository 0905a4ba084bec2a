"""Putting a permanent on the bottom of its owner's library (CR 401.4, 400.7):
``"Put target attacking creature on the bottom of its owner's library."`` (Condemn).

The engine's op is :func:`mtgrules.effects.library_bottom.put_on_bottom`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class PutOnBottom(Node):
    """"Put [object] on the bottom of its owner's library" (CR 401.4): each permanent
    ``what`` names still on the battlefield goes to the bottom of its owner's library and
    becomes a new object (400.7; "its toughness" afterwards is last known information,
    608.2h)."""

    what: ObjectRef
