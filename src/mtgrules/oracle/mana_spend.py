"""Mana abilities whose mana may be spent only on some things (CR 106.6):
``"{T}: Add {U} or {R}. Spend this mana only to cast an instant or sorcery spell or to gain a
Class level."``, ``"{T}: Add {C}. Spend this mana only to cast a creature spell."``,
``"... Spend this mana only to cast creature spells."``, ``"... only to cast spells."``.

The mana ability is read by :mod:`mtgrules.oracle.mana_abilities`; the restriction becomes
the :class:`~mtgrules.model.mana_spend.SpendOnly` of its ``AddMana``.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import ActivatedAbility, AddMana, Filter, TargetKind, TargetSlot
from mtgrules.model.base import Ability
from mtgrules.model.mana_spend import SpendOnly
from mtgrules.oracle.mana_abilities import parse_mana_ability, render_mana_ability
from mtgrules.oracle.phrases import parse_target, render_target

_LINE = re.compile(r"(.+?: Add [^.]+)\. Spend this mana only to (.+)\.")
_LEVEL = " or to gain a Class level"
_CHOSEN = " of the chosen type"
_UNCOUNTERABLE = ", and that spell can't be countered"


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def parse_restriction(s: str) -> SpendOnly | None:
    """``"cast an instant or sorcery spell or to gain a Class level"`` -> the restriction;
    None if not of this family."""
    uncounterable = s.endswith(_UNCOUNTERABLE)
    if uncounterable:
        s = s[: -len(_UNCOUNTERABLE)]
    m = re.fullmatch(r"cast (a|an) (.+) spell" + _CHOSEN, s)
    if m:  # "a creature spell of the chosen type" (CR 614.12a, 607.2)
        got = parse_restriction(f"cast {m.group(1)} {m.group(2)} spell")
        if got is None or got.spells is None or got.plural or got.class_level:
            return None
        return dataclasses.replace(got, chosen_type=True, uncounterable=uncounterable)
    if uncounterable:
        return None
    level = s.endswith(_LEVEL)
    if level:
        s = s[: -len(_LEVEL)]
    if s == "gain a Class level":
        return None  # (no card says only this)
    if s == "activate abilities" and not level:
        return SpendOnly(abilities=True)
    if s == "cast spells":
        return SpendOnly(Filter(), plural=True, class_level=level)
    m = re.fullmatch(r"cast (?:(a|an) (.+) spell|(.+) spells)", s)
    if m is None:
        return None
    noun = m.group(2) or m.group(3)
    slot = parse_target(f"target {noun} spell")
    if slot is None or slot.kind != TargetKind.SPELL or slot.filter == Filter():
        return None
    if m.group(1) and m.group(1) != _article(noun):
        return None
    return SpendOnly(slot.filter, plural=m.group(3) is not None, class_level=level)


def render_restriction(r: SpendOnly) -> str:
    """The inverse of :func:`parse_restriction`. Raises ValueError."""
    if r.abilities:
        return "activate abilities"
    if r.spells is None:
        raise ValueError("a Class level only has no rendering")
    if r.spells == Filter():
        if not r.plural:
            raise ValueError("'a spell' has no rendering")
        out = "cast spells"
    else:
        noun = render_target(TargetSlot(TargetKind.SPELL, r.spells))[len("target "):-len(" spell")]
        out = f"cast {noun} spells" if r.plural else f"cast {_article(noun)} {noun} spell"
    if r.chosen_type:
        out += _CHOSEN
    out += _LEVEL if r.class_level else ""
    return out + (_UNCOUNTERABLE if r.uncounterable else "")


def parse_restricted_mana(line: str) -> ActivatedAbility | None:
    """A mana ability with a spending restriction; None if not of this family."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    a = parse_mana_ability(m.group(1) + ".")
    r = parse_restriction(m.group(2))
    if a is None or r is None or len(a.effect) != 1 or not isinstance(a.effect[0], AddMana):
        return None
    return dataclasses.replace(a, text=line,
                               effect=(dataclasses.replace(a.effect[0], spend_only=r),))


def render_restricted_mana(a: Ability) -> str | None:
    """The inverse of :func:`parse_restricted_mana`; None for other abilities."""
    if not isinstance(a, ActivatedAbility) or not a.mana_ability or len(a.effect) != 1:
        return None
    e = a.effect[0]
    if not isinstance(e, AddMana) or e.spend_only is None:
        return None
    head = render_mana_ability(dataclasses.replace(
        a, effect=(dataclasses.replace(e, spend_only=None),)))
    return f"{head} Spend this mana only to {render_restriction(e.spend_only)}."
