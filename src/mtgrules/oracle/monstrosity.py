"""Monstrosity (CR 701.37), read through the hook lists of
:mod:`mtgrules.oracle.readers`:

- the effect sentence ``"Monstrosity 3"`` / ``"Monstrosity X"`` ->
  :class:`~mtgrules.model.monstrosity.Monstrosity` (701.37a; an activated ability's effect);
- the trigger event ``"When ~ becomes monstrous"`` ->
  :class:`~mtgrules.model.monstrosity.BecomesMonstrous` (701.37b);
- the static ability ``"As long as ~ is monstrous, ~ has flying."`` (the normalised "As long as
  this creature is monstrous, it has flying.") -> the static ability of ``"~ has flying."`` under the condition :class:`~mtgrules.model.conditions.SourceIs` of
  :attr:`~mtgrules.model.filters.Predicate.MONSTROUS` (611.3a).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Fixed, StaticAbility, X
from mtgrules.model.base import Ability
from mtgrules.model.conditions import SourceIs
from mtgrules.model.effects import Effect
from mtgrules.model.filters import Predicate
from mtgrules.model.monstrosity import BecomesMonstrous, Monstrosity
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import Slots, Targets
from mtgrules.oracle.render import render_ability
from mtgrules.oracle.restriction_statics import conditional_static

_SENTENCE = re.compile(r"Monstrosity (X|[1-9]\d*)")
_EVENT = "When ~ becomes monstrous"
_STATIC = re.compile(r"As long as ~ is monstrous, (~ .+)")
_MONSTROUS = SourceIs(Predicate.MONSTROUS)


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence ``"Monstrosity N"`` (capitalised, no final period), or None."""
    m = _SENTENCE.fullmatch(s)
    if not m:
        return None
    return [Monstrosity(X() if m.group(1) == "X" else Fixed(int(m.group(1))))]


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse`; None for other nodes. Raises ValueError for an amount
    with no wording."""
    if not isinstance(e, Monstrosity):
        return None
    match e.n:
        case X():
            return "Monstrosity X"
        case Fixed(n=n):
            return f"Monstrosity {n}"
    raise ValueError(f"monstrosity {e.n!r} has no rendering")


def parse_event(text: str) -> TriggerEvent | None:
    """``"When ~ becomes monstrous"`` -> the event; None for other text."""
    return BecomesMonstrous() if text == _EVENT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    return _EVENT if isinstance(e, BecomesMonstrous) else None


def parse_static(line: str) -> StaticAbility | None:
    """``"As long as ~ is monstrous, ~ has trample."``: the static ability of ``"~ has
    trample."`` while its source is monstrous; None for other lines."""
    m = _STATIC.fullmatch(line)
    if not m:
        return None
    return conditional_static(m.group(1), line, _MONSTROUS)


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or a.condition != _MONSTROUS:
        return None
    inner = render_ability(dataclasses.replace(a, condition=None))
    if not inner.startswith("~ "):
        raise ValueError("a monstrous condition on another subject")
    return f"As long as ~ is monstrous, {inner}"
