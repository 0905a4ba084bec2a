"""The emblem family (CR 114): ``You get an emblem with "Whenever you cast a spell, this
emblem deals 5 damage to any target."`` (a planeswalker's ultimate, usually).

The quoted abilities are compiled by :mod:`mtgrules.oracle.granted` with the emblem as their
holder ("this emblem" is the emblem itself, CR 114.3); several are listed as in Oracle
(``with "..." and "..."``).
"""

from __future__ import annotations

import re

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.emblems import CreateEmblem
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.granted import is_quoted

_EMBLEM = re.compile(r"You get an emblem with (.+)")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The emblem sentence (no final period); None if not of this family. Raises Unsupported
    when a quoted ability doesn't compile."""
    m = _EMBLEM.fullmatch(s)
    if m is None:
        return None
    parts = kw_list(m.group(1))
    if parts is None or not all(is_quoted(p) for p in parts):
        return None
    return [CreateEmblem(grant(parts, "emblem").abilities)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, CreateEmblem):
        return None
    return f"You get an emblem with {render_kw_list(granted_keywords(e.abilities, 'emblem'))}"
