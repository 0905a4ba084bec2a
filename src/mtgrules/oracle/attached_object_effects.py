"""``"Tap enchanted creature"``, ``"Untap equipped creature"``, ``"Destroy enchanted
creature"``: a one-shot effect on the object the source is attached to (CR 303.4 Auras, 301.5
Equipment; :class:`~mtgrules.model.AttachedObject`). The sentences are rendered by
:mod:`mtgrules.oracle.effects`'s own object renderer.

Declared in :mod:`mtgrules.oracle.readers` (:func:`parse` with the sentence parsers).
"""

from __future__ import annotations

import re

from mtgrules.model import AttachedObject, Destroy, Untap
from mtgrules.model import Tap as TapNode
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots

_ATTACHED = {"enchanted creature": AttachedObject(),
             "equipped creature": AttachedObject(equipped=True)}


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence of this family (no final period); None otherwise."""
    m = re.fullmatch(r"(Tap|Untap|Destroy) (enchanted creature|equipped creature)", s)
    if m is None:
        return None
    on = _ATTACHED[m.group(2)]
    return [TapNode(on) if m.group(1) == "Tap" else Untap(on)
            if m.group(1) == "Untap" else Destroy(on)]
