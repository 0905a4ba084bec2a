"""A target and the permanents sharing its name (CR 201.2):
``"target creature and all other creatures with the same name as that creature"`` ->
:class:`~mtgrules.model.refs.TargetAndSameName`, in ``"Exile ..."`` (Sever the Bloodline;
``"You may exile target nonland permanent not named ~ and all other permanents with the same
name as that permanent"``, Detention Sphere) and ``"... get -3/-3 until end of turn"``
(Echoing Decay).

The target may be "not named ~" (:attr:`~mtgrules.model.Predicate.NOT_NAMED_SOURCE`), read
here as a suffix of this phrase's target only.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from mtgrules.model import ApplyContinuous, Duration, Filter, ModifyPT, MoveTo, Predicate, Zone
from mtgrules.model.base import CardType
from mtgrules.model.effects import Effect, TargetKind, TargetSlot
from mtgrules.model.refs import TargetAndSameName
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_target, render_target
from mtgrules.oracle.pt import PT, parse_pt, render_pt

_NOT_NAMED = " not named ~"
_OTHERS = {"creature": Filter(types=frozenset({CardType.CREATURE})), "permanent": Filter()}
_PHRASE = r"(target .+?) and all other (creature|permanent)s with the same name as that \2"
_EXILE = re.compile("Exile " + _PHRASE)
_GET = re.compile("(T" + _PHRASE[2:] + f" get {PT} until end of turn")


def _phrase(target: str, noun: str, slots: Any) -> TargetAndSameName | None:
    named = target.endswith(_NOT_NAMED)
    t = parse_target(target[: -len(_NOT_NAMED)] if named else target)
    if t is None or t.kind is not TargetKind.OBJECT or t.up_to or \
            not isinstance(t.filter, Filter) or t.filter.zone is not Zone.BATTLEFIELD:
        return None
    if named:
        t = dataclasses.replace(t, text=target, filter=dataclasses.replace(
            t.filter, predicates=t.filter.predicates | {Predicate.NOT_NAMED_SOURCE}))
    return TargetAndSameName(slots.add(t), _OTHERS[noun])


def parse(s: str, slots: Any) -> list[Effect] | None:
    """The sentence (no final period); None if not of this family. ``slots``: the ability's
    :class:`~mtgrules.oracle.effects.Slots`."""
    m = _EXILE.fullmatch(s)
    if m:
        ref = _phrase(m.group(1), m.group(2), slots)
        return [MoveTo(ref, Zone.EXILE)] if ref is not None else None
    m = _GET.fullmatch(s)
    if m:
        pt = parse_pt(m.group(3), m.group(4))
        ref = _phrase(low(m.group(1)), m.group(2), slots)
        if pt is None or ref is None:
            return None
        return [ApplyContinuous(ref, (pt,), Duration.END_OF_TURN)]
    return None


def _render_phrase(ref: TargetAndSameName, targets: tuple[TargetSlot, ...]) -> str | None:
    noun = next((k for k, v in _OTHERS.items() if v == ref.filter), None)
    t = targets[ref.target.slot]
    if noun is None or not isinstance(t.filter, Filter):
        return None
    named = Predicate.NOT_NAMED_SOURCE in t.filter.predicates
    if named:
        t = dataclasses.replace(t, filter=dataclasses.replace(
            t.filter, predicates=t.filter.predicates - {Predicate.NOT_NAMED_SOURCE}))
    return f"{render_target(t)}{_NOT_NAMED if named else ''} and all other {noun}s with the " \
        f"same name as that {noun}"


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, MoveTo) and isinstance(e.what, TargetAndSameName) and \
            e.to is Zone.EXILE and e.from_zone is None and not e.under_your_control:
        phrase = _render_phrase(e.what, targets)
        return None if phrase is None else f"Exile {phrase}"
    if isinstance(e, ApplyContinuous) and isinstance(e.what, TargetAndSameName) and \
            e.duration is Duration.END_OF_TURN and len(e.parts) == 1 and \
            isinstance(pt := e.parts[0], ModifyPT):
        phrase = _render_phrase(e.what, targets)
        return None if phrase is None else f"{cap(phrase)} get {render_pt(pt)} until end of turn"
    return None
