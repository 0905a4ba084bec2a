"""Keyword lines of the second keyword family (:mod:`mtgrules.keywords_more`) that the
generic ``"<Keyword> N"`` reader of :mod:`mtgrules.oracle.keywords_ext` doesn't take:
``"Living weapon"``, ``"For Mirrodin!"`` (CR 702.92a, 702.163a), ``"Modular N"`` (702.43a:
two abilities) and ``"Bloodthirst N"`` (702.54a: a static ability). (Fabricate N, mentor,
evolve and extort are read there, as triggered keywords.)

Each parse builds the canonical abilities; each rendering is refused unless the model is
exactly them.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.keywords_more import GERM, REBEL, bloodthirst, modular
from mtgrules.keywords_triggered import keyword_trigger
from mtgrules.model import StaticAbility
from mtgrules.model.base import Ability
from mtgrules.model.keyword_abilities import KeywordTag, TriggerKeyword
from mtgrules.model.keywords_more import BloodthirstCounters
from mtgrules.oracle.tokens import parse_token

_N = r"([1-9]\d?)"


def parse_line(line: str) -> tuple[Ability, ...] | None:
    """A keyword line of this family -> its abilities; None if not one."""
    if line == "Living weapon" and parse_token(GERM) is not None:
        return (keyword_trigger(KeywordTag(TriggerKeyword.LIVING_WEAPON)),)
    if line == "For Mirrodin!" and parse_token(REBEL) is not None:
        return (keyword_trigger(KeywordTag(TriggerKeyword.FOR_MIRRODIN)),)
    m = re.fullmatch(r"Modular " + _N, line)
    if m:
        return modular(int(m.group(1)))
    m = re.fullmatch(r"Bloodthirst " + _N, line)
    if m:
        return (bloodthirst(int(m.group(1))),)
    return None


def _same(a: Ability, b: Ability) -> bool:
    return dataclasses.replace(a, key="", text="") == dataclasses.replace(b, key="", text="")


def render_line(abilities: tuple[Ability, ...]) -> str | None:
    """The line of modular's two abilities, or None if ``abilities`` are not a modular pair
    (ValueError if they claim to be but are not the canonical ones)."""
    if len(abilities) != 2:
        return None
    trig = abilities[1]
    tag = getattr(trig, "keyword_tag", None)
    if not isinstance(tag, KeywordTag) or tag.name is not TriggerKeyword.MODULAR \
            or tag.n is None:
        return None
    want = modular(tag.n)
    if not (_same(abilities[0], want[0]) and _same(trig, want[1])):
        raise ValueError("not the modular abilities")
    return f"Modular {tag.n}"


def render_ability(a: Ability) -> str | None:
    """The line of a bloodthirst ability, or None for any other ability."""
    if isinstance(a, StaticAbility) and isinstance(a.replacement, BloodthirstCounters):
        if not _same(a, bloodthirst(a.replacement.n)):
            raise ValueError("not the bloodthirst ability")
        return f"Bloodthirst {a.replacement.n}"
    return None
