"""``"~ can't be blocked except by creatures with flying or reach."`` (CR 509.1b) ->
a static ability whose rule is :class:`~mtgrules.model.blocked_except.CanBeBlockedOnlyBy`.
The creatures are the shared plural phrase (:func:`mtgrules.oracle.plurals.parse_plural`:
"creatures with flying", "Walls"), or "creatures with [keyword] or [keyword]" (the creatures
having either keyword, an :class:`~mtgrules.model.AnyOf`)."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import AnyOf, AttachedObject, Filter, StaticAbility, ThisObject
from mtgrules.model.base import Ability
from mtgrules.model.blocked_except import CanBeBlockedOnlyBy
from mtgrules.model.filters import ObjectFilter
from mtgrules.oracle.plurals import parse_plural, render_plural

_SUBJECTS: dict[str, ThisObject | AttachedObject] = {
    "~": ThisObject(), "Enchanted creature": AttachedObject(),
    "Equipped creature": AttachedObject(equipped=True)}
_SUBJECT_TEXT = {v: k for k, v in _SUBJECTS.items()}
_LINE = re.compile(r"(~|Enchanted creature|Equipped creature) can't be blocked except by "
                   r"(.+)\.")
_EITHER = re.compile(r"creatures with (\w+) or (\w+)")


def _creatures(s: str) -> ObjectFilter | None:
    m = _EITHER.fullmatch(s)
    if m is not None:
        one, other = parse_plural(f"creatures with {m.group(1)}"), \
            parse_plural(f"creatures with {m.group(2)}")
        if not isinstance(one, Filter) or not isinstance(other, Filter) or \
                len(one.keywords) != 1 or len(other.keywords) != 1 or \
                dataclasses.replace(one, keywords=other.keywords) != other:
            return None
        return AnyOf((one, other))
    return parse_plural(s)


def _render_creatures(f: ObjectFilter) -> str:
    if isinstance(f, AnyOf) and len(f.parts) == 2:
        one, other = (render_plural(p) for p in f.parts)
        if one.startswith("creatures with ") and other.startswith("creatures with "):
            return f"{one} or {other[len('creatures with '):]}"
    return render_plural(f)


def parse_static(line: str) -> StaticAbility | None:
    """The line (with its final period) -> the static ability; None for other lines."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    f = _creatures(m.group(2))
    if f is None:
        return None
    return StaticAbility("", line, affects=_SUBJECTS[m.group(1)],
                         rules=(CanBeBlockedOnlyBy(f),))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or len(a.rules) != 1 or \
            not isinstance(r := a.rules[0], CanBeBlockedOnlyBy) or \
            a.affects not in _SUBJECT_TEXT or a.layer_effects or a.replacement is not None \
            or a.condition is not None or a.cost_modification is not None or a.cda:
        return None
    try:
        creatures = _render_creatures(r.filter)
    except ValueError:
        return None
    return f"{_SUBJECT_TEXT[a.affects]} can't be blocked except by {creatures}."
