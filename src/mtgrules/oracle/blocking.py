"""Blocking requirements and restrictions as effects (CR 509.1b-c;
:mod:`mtgrules.model.blocking`); sentences without their final period:

- ``"Target creature blocks this turn if able"`` (a rule modification until end of turn);
- ``"Up to one target creature blocks it this combat if able"`` (it: the creature the trigger
  is about), ``"Target creature blocks ~ this turn if able"`` (:class:`MustBlockIt`);
- ``"All creatures able to block target creature this turn do so"``;
- ``"~ must be blocked this turn if able"``;
- ``"Target creature gets +3/+3 until end of turn and must be blocked this turn if able"``,
  ``"That creature gains haste until end of turn and can't be blocked by Walls this turn"``
  (the second part is about the same object).

The static forms ("~ blocks each combat if able.", "~ must be blocked if able.", "~ can't
attack or block alone.") are rule texts of :data:`mtgrules.oracle.keywords_combat.COMBAT_RULES`;
``"All creatures able to block ~ do so."`` is :func:`parse_static`.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    ApplyContinuous,
    ApplyRule,
    Compound,
    Conjunction,
    Duration,
    StaticAbility,
    ThisObject,
    Those,
)
from mtgrules.model.base import Ability
from mtgrules.model.blocking import AllMustBlock, BlocksIfAble, MustBeBlocked, MustBlockIt
from mtgrules.model.combat_restrictions import CantBeBlockedBy
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import AttachedObject, EventObject
from mtgrules.oracle import effects
from mtgrules.oracle.effects import parse_plural, render_plural
from mtgrules.oracle.effects_base import cap, low

_ALL_STATIC = "All creatures able to block ~ do so."
_EOT = Duration.END_OF_TURN


_ALL_ENCHANTED = "All creatures able to block enchanted creature do so."
"""Lure (CR 509.1c, 303.4): the requirement is on the creature the Aura enchants."""


def parse_static(line: str) -> StaticAbility | None:
    """``"All creatures able to block ~ do so."`` (or ``"... enchanted creature do so."``);
    None for other lines."""
    if line == _ALL_ENCHANTED:
        return StaticAbility("", line, affects=AttachedObject(), rules=(AllMustBlock(),))
    if line != _ALL_STATIC:
        return None
    return StaticAbility("", line, affects=ThisObject(), rules=(AllMustBlock(),))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if isinstance(a, StaticAbility) and a.rules == (AllMustBlock(),) and \
            a.affects in (ThisObject(), AttachedObject()) and not (
                a.layer_effects or a.replacement or a.cost_modification or a.cda or
                a.condition is not None):
        return _ALL_STATIC if a.affects == ThisObject() else _ALL_ENCHANTED
    return None


def _tail_rule(tail: str) -> ApplyRule | None:
    if tail == "must be blocked this turn if able":
        return ApplyRule(MustBeBlocked(), Those(), _EOT)
    m = re.fullmatch(r"can't be blocked by (.+) this turn", tail)
    if m and (f := parse_plural(m.group(1))) is not None:
        return ApplyRule(CantBeBlockedBy(f), Those(), _EOT)
    return None


def _render_tail(r: ApplyRule) -> str | None:
    if r.what != Those() or r.duration is not _EOT:
        return None
    if r.rule == MustBeBlocked():
        return "must be blocked this turn if able"
    if isinstance(r.rule, CantBeBlockedBy):
        try:
            return f"can't be blocked by {render_plural(r.rule.filter)} this turn"
        except ValueError:
            return None
    return None


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of the family; None if not of it."""
    m = re.fullmatch(r"(.+) until end of turn and (must be blocked this turn if able|"
                     r"can't be blocked by .+ this turn)", s)
    if m:
        tail = _tail_rule(m.group(2))
        got = effects.parse_sentence(m.group(1) + " until end of turn", slots)
        if tail is None or got is None or len(got) != 1 or \
                not isinstance(got[0], ApplyContinuous):
            return None
        return [Compound((got[0], tail), Conjunction.AND)]
    m = re.fullmatch(r"(.+?) (blocks this turn|must be blocked this turn) if able", s)
    if m:
        what = effects._object(low(m.group(1)), slots)
        if what is None:
            return None
        rule = BlocksIfAble() if m.group(2) == "blocks this turn" else MustBeBlocked()
        return [ApplyRule(rule, what, _EOT)]
    m = re.fullmatch(r"(.+?) blocks (it|~) this (combat|turn) if able", s)
    if m and (m.group(2), m.group(3)) in (("it", "combat"), ("~", "turn")):
        what = effects._object(low(m.group(1)), slots)
        if what is None or what == ThisObject():
            return None
        attacker = EventObject() if m.group(2) == "it" else ThisObject()
        return [MustBlockIt(what, attacker, m.group(3) == "combat")]
    m = re.fullmatch(r"All creatures able to block (.+?) this turn do so", s)
    if m:
        what = effects._object(m.group(1), slots, self_ok=False)
        return [ApplyRule(AllMustBlock(), what, _EOT)] if what is not None else None
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case Compound(effects=(ApplyContinuous() as head, ApplyRule() as r),
                      conjunction=Conjunction.AND):
            tail = _render_tail(r)
            if tail is None:
                return None
            text = effects.render_node(head, targets)
            if not text.endswith(" until end of turn"):
                return None
            return f"{text} and {tail}"
        case ApplyRule(rule=BlocksIfAble() | MustBeBlocked() as rule,
                       duration=Duration.END_OF_TURN) if e.what is not None:
            try:
                who = cap(effects._render_object(e.what, targets))
            except ValueError:
                return None
            verb = "blocks this turn" if rule == BlocksIfAble() else "must be blocked this turn"
            return f"{who} {verb} if able"
        case ApplyRule(rule=AllMustBlock(), duration=Duration.END_OF_TURN) if e.what is not None:
            try:
                who = effects._render_object(e.what, targets)
            except ValueError:
                return None
            return f"All creatures able to block {who} this turn do so"
        case MustBlockIt():
            try:
                who = cap(effects._render_object(e.blocker, targets))
            except ValueError:
                return None
            if e.attacker == EventObject() and e.this_combat:
                return f"{who} blocks it this combat if able"
            if e.attacker == ThisObject() and not e.this_combat:
                return f"{who} blocks ~ this turn if able"
    return None
