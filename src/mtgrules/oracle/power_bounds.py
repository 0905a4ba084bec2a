"""``"with power N or less"`` / ``"with power N or greater"`` after a creature phrase
(CR 208.1): a bound on the object's current power, :class:`~mtgrules.model.PowerIs`.

Read only where the power is judged once (a target, CR 115.1; an intervening "if", 603.4),
never in the subject of a static ability, whose layer-7 effects would depend on it
(CR 613.8)."""

from __future__ import annotations

import re

from mtgrules.model.filters import Cmp, PowerIs

_POWER = re.compile(r"(.+) with power (\d+) or (less|greater)")
_WORD = {Cmp.LE: "less", Cmp.GE: "greater"}


def split_power(s: str) -> tuple[str, PowerIs | None]:
    """``"attacking creature with power 3 or less"`` -> (``"attacking creature"``, power
    <= 3); ``(s, None)`` without the clause."""
    m = _POWER.fullmatch(s)
    if not m:
        return s, None
    return m.group(1), PowerIs(Cmp.LE if m.group(3) == "less" else Cmp.GE, int(m.group(2)))


def render_power(p: PowerIs) -> str:
    """The inverse of :func:`split_power`'s clause: ``" with power 3 or less"``. Raises
    ValueError for a comparison Oracle doesn't write this way."""
    if p.cmp not in _WORD:
        raise ValueError(f"power {p.cmp.value} has no rendering")
    return f" with power {p.value} or {_WORD[p.cmp]}"
