"""Static abilities under a condition on life totals (CR 611.3a, 119.1): ``"As long as you
have 30 or more life and an opponent has 10 or less life, ~ gets +6/+6 and has flying."``
(:class:`~mtgrules.model.life_totals.LifeTotals`). The ability after the comma is read by the
ordinary static readers (as after any "As long as"). Declared in
:mod:`mtgrules.oracle.readers` (STATIC_READERS, ABILITY_RENDERERS).

Also the effect ``"Target player's life total becomes 1"`` (Vraska, Relic Seeker), ``"Your
life total becomes 10"``, ``"Each opponent's life total becomes ..."``: a life total set to a
number (CR 119.5, :class:`~mtgrules.model.life_totals.LifeTotalBecomes`; declared in
SENTENCE_READERS and NODE_RENDERERS_BY_TYPE).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import StaticAbility
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.life_totals import LifeTotalBecomes, LifeTotals
from mtgrules.model.refs import You
from mtgrules.oracle import statics
from mtgrules.oracle.effects import Slots, _player, _render_player
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


_BECOMES = re.compile(r"(Your|(?:Target player|Target opponent|Each opponent|Each player)'s) "
                      r"life total becomes (0|[1-9]\d*)")


def parse_becomes(s: str, slots: Slots) -> list[Effect] | None:
    """``"[Player]'s life total becomes N"`` (no final period) -> :class:`LifeTotalBecomes`;
    None for other sentences."""
    m = _BECOMES.fullmatch(s)
    if m is None:
        return None
    who = You() if m.group(1) == "Your" else _player(m.group(1)[:-2].lower(), slots)
    return None if who is None else [LifeTotalBecomes(int(m.group(2)), who)]


def render_becomes(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_becomes`; None for other nodes."""
    if not isinstance(e, LifeTotalBecomes):
        return None
    whose = "Your" if isinstance(e.who, You) else f"{cap(_render_player(e.who, targets))}'s"
    return f"{whose} life total becomes {e.total}"
