"""A permanent gaining quoted abilities for good (CR 611.2c, 613.1f): ``~ gains "{T}: Add
{C}."`` (a Saga's chapter, say). The source keeps them for as long as it remains the same
object (400.7): an indefinite :class:`~mtgrules.model.ApplyContinuous` on it."""

from __future__ import annotations

from mtgrules.model import AddAbilities, ApplyContinuous, Duration, ThisObject
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.granted import is_quoted

_HEAD = "~ gains "
_EOT = " until end of turn"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``~ gains "..."`` (no final period); None if not of this form."""
    if not s.startswith(_HEAD) or s.endswith(_EOT) or '"' not in s:
        return None
    kws = kw_list(s[len(_HEAD):])
    if kws is None or not any(is_quoted(k) for k in kws):
        return None
    return [ApplyContinuous(ThisObject(), (grant(kws),), Duration.INDEFINITE)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not (isinstance(e, ApplyContinuous) and e.duration == Duration.INDEFINITE and
            e.what == ThisObject() and len(e.parts) == 1 and
            isinstance(e.parts[0], AddAbilities)):
        return None
    try:
        kws = granted_keywords(e.parts[0].abilities)
    except ValueError:
        return None
    if not any(is_quoted(k) for k in kws):
        return None
    return _HEAD + render_kw_list(kws)
