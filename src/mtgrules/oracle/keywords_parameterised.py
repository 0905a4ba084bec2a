"""Keyword abilities with a parameter or a cost, written as one line ``"<Keyword> <cost>"``
or ``"<Keyword> N"`` (CR 702): unearth [cost] (702.84a), typecycling [cost] (702.29e:
``"Forestcycling {2}"``, ``"Basic landcycling {1}"``), and the triggered keywords of
:mod:`mtgrules.keywords_triggered` (``"Exalted"``, ``"Bushido 2"``, ``"Persist"``...). Each parse builds the canonical
ability of :mod:`mtgrules.keywords`; the rendering reads the model back and is refused unless
the model is exactly that canonical ability (so a hand-edited variant can't pass)."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.keywords import unearth
from mtgrules.keywords_counters import NOT_ALONE, unlinked
from mtgrules.keywords_cycling import TYPECYCLING_KINDS, typecycling, typecycling_kind
from mtgrules.keywords_triggered import AFTERLIFE_TOKEN, keyword_line, keyword_trigger
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    Keyword,
    KeywordName,
    SearchLibrary,
    TriggeredAbility,
)
from mtgrules.model.base import Ability
from mtgrules.model.keyword_abilities import PARAMETERISED, KeywordTag, TriggerKeyword
from mtgrules.oracle import cant_be_countered
from mtgrules.oracle.tokens import parse_token

_TRIGGERED = {k.value.capitalize(): k for k in TriggerKeyword if k not in NOT_ALONE}

_COST = r"((?:\{[0-9WUBRGCX/]+\})+)"


def parse_keyword_line(line: str) -> tuple[Ability, ...] | None:
    """A parameterised keyword line -> its abilities; None if not of this family."""
    m = re.fullmatch(r"Unearth " + _COST, line)
    if m:
        return (unearth(m.group(1)),)
    if line == cant_be_countered.CANT_BE_COUNTERED:  # also on an instant or sorcery (CR 101.2)
        return tuple(x for x in (cant_be_countered.parse(line),) if x is not None)
    m = re.fullmatch(r"(Echo|Cumulative upkeep) " + _COST, line)
    if m:
        kw = TriggerKeyword.ECHO if m.group(1) == "Echo" else TriggerKeyword.CUMULATIVE_UPKEEP
        cost = ManaCost.parse(m.group(2))
        if cost.x_count:
            return None  # an upkeep payment has no X to announce (CR 107.3)
        return (keyword_trigger(KeywordTag(kw, cost=cost)),)
    m = re.fullmatch(r"Toxic ([1-9]\d?)", line)
    if m:
        return (Keyword("", line, name=KeywordName.TOXIC, n=int(m.group(1))),)
    m = re.fullmatch(r"(Basic land|[A-Z][a-z]+)cycling " + _COST, line)
    if m:
        kind = m.group(1)
        if kind not in TYPECYCLING_KINDS:
            return None
        return (typecycling(kind, m.group(1 + 1)),)
    m = re.fullmatch(r"([A-Z][a-z]+(?: cry)?)(?: ([1-9]\d?))?", line)
    if m and m.group(1) in _TRIGGERED:
        kw = _TRIGGERED[m.group(1)]
        if (kw in PARAMETERISED) != (m.group(2) is not None):
            return None
        if kw is TriggerKeyword.AFTERLIFE and parse_token(AFTERLIFE_TOKEN) is None:
            return None
        tag = KeywordTag(kw, int(m.group(2)) if m.group(2) else None)
        return (keyword_trigger(tag),)
    return None


def _same(a: Ability, b: Ability) -> bool:
    return dataclasses.replace(a, key="", text="") == dataclasses.replace(b, key="", text="")


def render_keyword_ability(a: Ability) -> str | None:
    """The line of a parameterised keyword ability, or None if ``a`` is not one (ValueError
    if it claims to be one but is not the canonical ability)."""
    if isinstance(a, ActivatedAbility) and a.keyword == AbilityKeyword.CYCLING and \
            a.effect and isinstance(a.effect[0], SearchLibrary):
        kind = typecycling_kind(a)
        if kind is None or not _same(a, typecycling(kind, str(a.cost.mana))):
            raise ValueError("not a typecycling ability")
        return f"{kind}cycling {a.cost.mana}"
    if isinstance(a, ActivatedAbility) and a.keyword == AbilityKeyword.UNEARTH:
        text = f"Unearth {a.cost.mana}"
        if not _same(a, unearth(str(a.cost.mana))):
            raise ValueError("not the unearth ability")
        return text
    if isinstance(a, Keyword) and a.name is KeywordName.TOXIC and a.n is not None \
            and a.n >= 1:
        return f"Toxic {a.n}"
    if isinstance(a, TriggeredAbility) and a.keyword_tag is not None:
        if a.keyword_tag.name in NOT_ALONE:
            raise ValueError(f"{a.keyword_tag.name.value} is two abilities")
        if not _same(unlinked(a), keyword_trigger(a.keyword_tag)):
            raise ValueError(f"not the {a.keyword_tag.name.value} ability")
        return keyword_line(a.keyword_tag)
    return None
