"""``"Attach ~ to target creature you control"`` (CR 701.3a; :class:`~mtgrules.model.Attach`).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` for its node.
"""

from __future__ import annotations

import re

from mtgrules.model import Attach, TargetRef, TargetSlot, ThisObject
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence (no final period); None otherwise."""
    m = re.fullmatch(r"Attach ~ to (target .+)", s)
    if m is None:
        return None
    what = effect_object(m.group(1), slots)
    return [Attach(ThisObject(), what)] if isinstance(what, TargetRef) else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case Attach(what=ThisObject(), to=TargetRef() as t):
            return f"Attach ~ to {render_effect_object(t, targets)}"
    return None
