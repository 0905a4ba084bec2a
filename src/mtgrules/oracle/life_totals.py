"""Static abilities under a condition on life totals (CR 611.3a, 119.1): ``"As long as you
have 30 or more life and an opponent has 10 or less life, ~ gets +6/+6 and has flying."``
(:class:`~mtgrules.model.life_totals.LifeTotals`). The ability after the comma is read by the
ordinary static readers (as after any "As long as"). Declared in
:mod:`mtgrules.oracle.readers` (STATIC_READERS, ABILITY_RENDERERS).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import StaticAbility
from mtgrules.model.base import Ability
from mtgrules.model.life_totals import LifeTotals
from mtgrules.oracle import statics
from mtgrules.oracle.effects_base import cap

_HEAD = re.compile(r"As long as you have (\d+) or more life and an opponent has (\d+) or less "
                   r"life, (.+)")


def _head(c: LifeTotals) -> str:
    return f"As long as you have {c.you_at_least} or more life and an opponent has " \
           f"{c.opponent_at_most} or less life, "


def parse_static(line: str) -> StaticAbility | None:
    """The line -> its static ability under :class:`LifeTotals`; None if not of this form."""
    m = _HEAD.fullmatch(line)
    if m is None:
        return None
    rest = m.group(3)
    inner = statics.parse_static(cap(rest)) or statics._self_static(rest)
    if inner is None or inner.condition is not None or inner.replacement is not None \
            or inner.cost_modification is not None or inner.cda:
        return None
    cond = LifeTotals(int(m.group(1)), int(m.group(2)))
    return dataclasses.replace(inner, condition=cond, text=line)


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or not isinstance(a.condition, LifeTotals):
        return None
    inner = statics.render_static(dataclasses.replace(a, condition=None))
    return _head(a.condition) + (inner if inner.startswith("~") else
                                 inner[:1].lower() + inner[1:])
