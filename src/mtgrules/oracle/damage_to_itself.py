"""``"Target creature deals damage to itself equal to its power"`` (CR 120.3: the creature is
the source and the recipient; :class:`~mtgrules.model.permanent_effects.DealsDamageToItself`).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` for its node.
"""

from __future__ import annotations

import re

from mtgrules.model import TargetRef, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.model.permanent_effects import DealsDamageToItself
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects_base import cap

Targets = tuple[TargetSlot, ...]


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence of this family (no final period); None otherwise."""
    m = re.fullmatch(r"(Target .+?) deals damage to itself equal to its power", s)
    if m is None:
        return None
    what = effect_object(m.group(1)[0].lower() + m.group(1)[1:], slots)
    return [DealsDamageToItself(what)] if isinstance(what, TargetRef) else None


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case DealsDamageToItself(what=TargetRef() as t):
            return f"{cap(render_effect_object(t, targets))} deals damage to itself equal to " \
                   "its power"
    return None
