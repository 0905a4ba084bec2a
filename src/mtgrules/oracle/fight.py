"""Bite and fight sentences (CR 120.3, 701.14): ``"Target creature you control deals damage
equal to its power to target creature you don't control"``, ``"Target creature you control
fights target creature you don't control"``, ``"~ fights target creature you don't
control"``, ``"It fights target creature you don't control"`` (the creature the previous
sentence acted on, CR 608.2c) -> :class:`~mtgrules.model.fight.CreatureDealsDamage`.

``"you don't control"`` is a filter of its own: the phrase's filter and
``Not(controller: you)`` (every other player's permanents, CR 108.4). Registered with the
sentence parsers by :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AllOf,
    CardType,
    Filter,
    Not,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Whose,
)
from mtgrules.model.effects import Effect
from mtgrules.model.fight import CreatureDealsDamage
from mtgrules.model.refs import ObjectRef, Those
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_target, render_target

_NOT_YOURS = " you don't control"
_NOT_YOU = Not(Filter(controller=Whose.YOU))
_VERB = {"deals damage equal to its power to": False, "fights": True}
_SENTENCE = re.compile(r"(.+?) (deals damage equal to its power to|fights) (.+)")


def _target(s: str) -> TargetSlot | None:
    """A creature target phrase, ``"... you don't control"`` included."""
    if s.endswith(_NOT_YOURS):
        t = parse_target(s[: -len(_NOT_YOURS)])
        if t is None or t.kind != TargetKind.OBJECT or not isinstance(t.filter, Filter) or \
                t.filter.controller != Whose.ANY:
            return None
        return TargetSlot(TargetKind.OBJECT, AllOf((t.filter, _NOT_YOU)), up_to=t.up_to,
                          text=s)
    t = parse_target(s)
    return t if t is not None and t.kind == TargetKind.OBJECT else None


def _render_target(t: TargetSlot) -> str:
    f = t.filter
    if isinstance(f, AllOf) and len(f.parts) == 2 and f.parts[1] == _NOT_YOU and \
            isinstance(f.parts[0], Filter):
        return render_target(TargetSlot(t.kind, f.parts[0], up_to=t.up_to)) + _NOT_YOURS
    return render_target(t)


def _creature(t: TargetSlot) -> bool:
    f = t.filter.parts[0] if isinstance(t.filter, AllOf) else t.filter
    return isinstance(f, Filter) and f.types == frozenset({CardType.CREATURE}) and not t.up_to


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A bite or fight sentence (capitalised, without its period); None for others."""
    m = _SENTENCE.fullmatch(s)
    if not m:
        return None
    fight = _VERB[m.group(2)]
    first = low(m.group(1))
    if first == "~":
        if not fight:
            return None  # "~ deals damage equal to its power" is the damage family's
        src: ObjectRef = ThisObject()
        t2 = _target(m.group(3))
        if t2 is None or not _creature(t2):
            return None
        return [CreatureDealsDamage(src, slots.add(t2), fight=True)]
    if first == "it" and m.group(1) == "It":  # the creature the previous sentence acted on
        t2 = _target(m.group(3))           # (CR 608.2c): "... gets +1/+1 ... It fights ..."
        if t2 is None or not _creature(t2):
            return None
        return [CreatureDealsDamage(Those("it"), slots.add(t2), fight=fight)]
    t1 = _target(first)
    t2 = _target(m.group(3))
    if t1 is None or t2 is None or not _creature(t1) or not _creature(t2):
        return None
    a = slots.add(t1)
    return [CreatureDealsDamage(a, slots.add(t2), fight=fight)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, CreatureDealsDamage):
        return None
    verb = "fights" if e.fight else "deals damage equal to its power to"
    if isinstance(e.to, TargetRef) and isinstance(e.source, ThisObject) and e.fight:
        return f"~ {verb} {_render_target(targets[e.to.slot])}"
    if e.source == Those("it") and isinstance(e.to, TargetRef):
        return f"It {verb} {_render_target(targets[e.to.slot])}"
    if isinstance(e.source, TargetRef) and isinstance(e.to, TargetRef):
        return f"{cap(_render_target(targets[e.source.slot]))} {verb} " \
               f"{_render_target(targets[e.to.slot])}"
    return None


def _yours(t: TargetSlot) -> bool | None:
    """True for a permanent target you control, False for one you don't control, None
    when the slot may name either."""
    f = t.filter
    if isinstance(f, AllOf) and _NOT_YOU in f.parts:
        return False
    if isinstance(f, Filter) and t.kind == TargetKind.OBJECT:
        if f.controller == Whose.YOU:
            return True
        if f.controller == Whose.OPPONENT:
            return False
    return None


def disjoint_targets(slots: list[TargetSlot]) -> bool:
    """Whether two required target slots can never name the same object: one names a
    permanent you control, the other one you don't (CR 115.3). Each slot's legal choices
    are then independent of the other's, so checking each alone checks both (601.2c)."""
    if len(slots) != 2:
        return False
    a, b = (_yours(t) for t in slots)
    return a is not None and b is not None and a != b
