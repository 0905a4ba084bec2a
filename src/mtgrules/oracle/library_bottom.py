"""``"Put target attacking creature on the bottom of its owner's library"`` (CR 401.4) ->
:class:`~mtgrules.model.library_bottom.PutOnBottom`; the object is the shared target reader's
(``"target creature"``, ``"target nonland permanent"``, ``"~"``). With "Its controller gains
life equal to its toughness" after it, :mod:`mtgrules.oracle.its_controller` reads the pair
(Condemn).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import TargetRef, ThisObject
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.library_bottom import PutOnBottom
from mtgrules.oracle import effects

_BOTTOM = re.compile(r"Put (.+) on the bottom of its owner's library")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (no final period); None if not of this family."""
    m = _BOTTOM.fullmatch(s)
    if not m:
        return None
    what = effects._object(m.group(1), slots)
    if not isinstance(what, TargetRef | ThisObject):
        return None
    return [PutOnBottom(what)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, PutOnBottom) or not isinstance(e.what, TargetRef | ThisObject):
        return None
    return f"Put {effects._render_object(e.what, targets)} on the bottom of its owner's library"
