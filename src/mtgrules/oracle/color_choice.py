"""``"[object] gains protection from the color of your choice until end of turn"``
(:class:`~mtgrules.model.color_choice.GainProtectionFromChosenColor`, CR 702.16a, 608.2d):
"Target creature you control ...", "~ ...", "It ..."."""

from __future__ import annotations

import re

from mtgrules.model.color_choice import GainProtectionFromChosenColor
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import Those
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _object as parse_object
from mtgrules.oracle.effects import _render_object as render_object
from mtgrules.oracle.effects_base import cap, low

_GAINS = re.compile(r"(.+) gains protection from the color of your choice until end of turn")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _GAINS.fullmatch(s)
    if m is None:
        return None
    if m.group(1) == "It":
        return [GainProtectionFromChosenColor(Those("it"))]
    what = parse_object(low(m.group(1)) if m.group(1) != "~" else "~", slots)
    return None if what is None else [GainProtectionFromChosenColor(what)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, GainProtectionFromChosenColor):
        return None
    who = "It" if e.what == Those("it") else cap(render_object(e.what, targets))
    return f"{who} gains protection from the color of your choice until end of turn"
