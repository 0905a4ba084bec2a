"""Tapping every permanent of a kind a target player controls, and keeping them tapped
(Sleep):

- ``"Tap all creatures target player controls"`` (also "target opponent"): a
  :class:`~mtgrules.model.Tap` of :class:`~mtgrules.model.Each` matching the plural noun,
  controlled by the target player (CR 701.26a);
- ``"Those creatures don't untap during that player's next untap step"``: the rule
  :class:`~mtgrules.model.rules.DoesntUntap` on the objects the previous effect tapped until
  their controller's next untap step (CR 502.3; they are that player's, so it is that
  player's untap step).
"""

from __future__ import annotations

import re

from mtgrules.model import ApplyRule, Duration, Each, Tap, TargetRef
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import Those
from mtgrules.model.rules import DoesntUntap
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _player as parse_player
from mtgrules.oracle.effects import _render_player as render_player
from mtgrules.oracle.plurals import parse_plural, render_plural

_TAP_ALL = re.compile(r"Tap all (.+) (target player|target opponent) controls")
_THOSE = "Those creatures don't untap during that player's next untap step"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    if s == _THOSE:
        return [ApplyRule(DoesntUntap(), Those("those creatures"), Duration.UNTIL_NEXT_UNTAP)]
    m = _TAP_ALL.fullmatch(s)
    if m is None:
        return None
    f = parse_plural(m.group(1))
    if f is None or " you control" in m.group(1) or " controls" in m.group(1):
        return None
    who = parse_player(m.group(2), slots)
    if not isinstance(who, TargetRef):
        return None
    return [Tap(Each(f, controlled_by=who))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes (tried before the
    shared renderers, which write "They don't untap during their controller's ...")."""
    if isinstance(e, ApplyRule) and e.rule == DoesntUntap() and \
            e.what == Those("those creatures") and e.duration is Duration.UNTIL_NEXT_UNTAP:
        return _THOSE
    if isinstance(e, Tap) and isinstance(e.what, Each) and \
            isinstance(e.what.controlled_by, TargetRef):
        who = render_player(e.what.controlled_by, targets)
        return f"Tap all {render_plural(e.what.filter)} {who} controls"
    return None
