"""Countering every spell of a group (CR 701.6a): ``"Counter each spell you don't control"``
(Counterflux overloaded, CR 702.96b) -> :class:`~mtgrules.model.effects.Counter` of
:class:`~mtgrules.model.refs.Each` over the stack (its filter's zone is the stack; the group
is read by the shared spell target phrase, :func:`mtgrules.oracle.phrases.parse_target`).
Declared in :mod:`mtgrules.oracle.readers`."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Zone
from mtgrules.model.effects import Counter, CounteredTo, Effect, TargetKind, TargetSlot
from mtgrules.model.filters import Filter
from mtgrules.model.refs import Each
from mtgrules.oracle import effects
from mtgrules.oracle.phrases import parse_target, render_target

_COUNTER_EACH = re.compile(r"Counter each (.*spell.*)")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"Counter each [spell phrase]"``; None for other sentences."""
    m = _COUNTER_EACH.fullmatch(s)
    t = parse_target("target " + m.group(1)) if m else None
    if t is None or t.kind is not TargetKind.SPELL or t.up_to or \
            not isinstance(t.filter, Filter):
        return None
    return [Counter(Each(dataclasses.replace(t.filter, zone=Zone.STACK)))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, Counter) or not isinstance(e.what, Each) or \
            e.what.controlled_by is not None or e.to is not CounteredTo.GRAVEYARD or \
            not isinstance(e.what.filter, Filter) or e.what.filter.zone is not Zone.STACK:
        return None
    slot = TargetSlot(TargetKind.SPELL, dataclasses.replace(e.what.filter,
                                                            zone=Zone.BATTLEFIELD))
    return "Counter each " + render_target(slot).removeprefix("target ")
