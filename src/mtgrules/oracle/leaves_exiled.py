"""What an effect says of the permanent it just put onto the battlefield ("it", the object
the previous effect acted on):

- ``"It gains haste."`` / ``"It gains flying, trample, and haste."``: the keywords with no
  duration, so for as long as it is that object (CR 611.2b, 613.1f; 400.7);
- ``"If it would leave the battlefield, exile it instead of putting it anywhere else."`` (and
  ``"If that creature would ..."``): :class:`~mtgrules.model.leaves_exiled.
  ExileIfItWouldLeave` (CR 614.1a).

Whip of Erebos reads its ability as a return (the shared templates), these two, and the
delayed exile of :mod:`mtgrules.oracle.exile_until`.
"""

from __future__ import annotations

import re

from mtgrules.model import ApplyContinuous, Duration
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.leaves_exiled import ExileIfItWouldLeave
from mtgrules.model.refs import Those
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list

_GAINS = re.compile(r"It gains ([^\"]+)")
_LEAVES = re.compile(r"If (it|that creature) would leave the battlefield, exile it instead "
                     r"of putting it anywhere else")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _GAINS.fullmatch(s)
    if m is not None:
        kws = kw_list(m.group(1))
        if not kws or " until " in m.group(1) or " this turn" in m.group(1):
            return None
        return [ApplyContinuous(Those("it"), (grant(kws),), Duration.INDEFINITE)]
    m = _LEAVES.fullmatch(s)
    if m is not None:
        return [ExileIfItWouldLeave(Those(m.group(1)))]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes (a renderer
    tried before the shared module's own, which refuses a grant to "it" with no duration)."""
    if isinstance(e, ExileIfItWouldLeave) and isinstance(e.what, Those) and \
            e.what.word in ("it", "that creature"):
        return f"If {e.what.word} would leave the battlefield, exile it instead of putting " \
               "it anywhere else"
    if isinstance(e, ApplyContinuous) and e.what == Those("it") and \
            e.duration is Duration.INDEFINITE and len(e.parts) == 1 and \
            isinstance(e.parts[0], AddAbilities):
        try:
            kws = granted_keywords(e.parts[0].abilities)
        except ValueError:
            return None
        return f"It gains {render_kw_list(kws)}"
    return None
