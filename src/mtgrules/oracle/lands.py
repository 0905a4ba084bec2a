"""Conditional "enters tapped" lands (CR 614.1c): ``"~ enters tapped unless you control two or
fewer other lands."`` (fast lands), ``"... two or more other lands."`` (slow lands), ``"...
two or more basic lands."``, ``"... a Swamp or a Forest."`` (check lands), ``"... a player has
13 or less life."``, ``"... you have two or more opponents."``."""

from __future__ import annotations

import re

from mtgrules.model import (
    AnyOf,
    APlayerLifeAtMost,
    Cmp,
    EntersTappedUnless,
    Filter,
    OpponentsAtLeast,
    StaticAbility,
    ThisObject,
    Whose,
    YouControlCount,
)
from mtgrules.model.base import Ability
from mtgrules.model.filters import ObjectFilter
from mtgrules.oracle.effects import parse_plural, render_plural
from mtgrules.oracle.phrases import parse_word_number, word_number
from mtgrules.oracle.subtypes import LAND_TYPES

_HEAD = "~ enters tapped unless "
_CMP = {"or fewer": Cmp.LE, "or more": Cmp.GE}
_CMP_TEXT = {v: k for k, v in _CMP.items()}


def _article(w: str) -> str:
    return "an" if w[:1] in "AEIOU" else "a"


def parse_condition(s: str) -> YouControlCount | APlayerLifeAtMost | OpponentsAtLeast | None:
    """The words after "unless" -> a condition; None if not of these forms."""
    m = re.fullmatch(r"a player has (\d+) or less life", s)
    if m:
        return APlayerLifeAtMost(int(m.group(1)))
    m = re.fullmatch(r"you have (\w+) or more opponents", s)
    if m:
        n = parse_word_number(m.group(1))
        return OpponentsAtLeast(n) if n is not None and n >= 2 else None
    m = re.fullmatch(r"you control (\w+) (or fewer|or more) (.+)", s)
    if m:
        n = parse_word_number(m.group(1))
        f = parse_plural(m.group(3))
        if n is None or n < 1 or f is None or m.group(1) in ("a", "an", "one"):
            return None
        if not isinstance(f, Filter) or f.controller != Whose.ANY:
            return None
        return YouControlCount(f, _CMP[m.group(2)], n)
    m = re.fullmatch(r"you control (an? \w+(?:(?:, an? \w+)*,? or an? \w+)?)", s)
    if m:
        words = re.split(r", or |, | or ", m.group(1))
        types = []
        for w in words:
            art, _, t = w.partition(" ")
            if t not in LAND_TYPES or art != _article(t):
                return None
            types.append(t)
        if len(set(types)) != len(types) or len(types) > 4:
            return None
        parts = tuple(Filter(subtypes=frozenset({t})) for t in types)
        g: ObjectFilter = parts[0] if len(parts) == 1 else AnyOf(parts)
        return YouControlCount(g, Cmp.GE, 1)
    return None


def render_condition(c: object) -> str:
    """The inverse of :func:`parse_condition`."""
    if isinstance(c, APlayerLifeAtMost):
        return f"a player has {c.n} or less life"
    if isinstance(c, OpponentsAtLeast) and c.n >= 2:
        return f"you have {word_number(c.n)} or more opponents"
    if isinstance(c, YouControlCount):
        f = c.filter
        if c.cmp == Cmp.GE and c.n == 1:
            parts = f.parts if isinstance(f, AnyOf) else (f,)
            names = []
            for p in parts:
                if not isinstance(p, Filter) or p != Filter(subtypes=p.subtypes) or \
                        len(p.subtypes) != 1:
                    raise ValueError("a land condition without a rendering")
                t = next(iter(p.subtypes))
                names.append(f"{_article(t)} {t}")
            if len(names) <= 2:
                return "you control " + " or ".join(names)
            return "you control " + ", ".join(names[:-1]) + ", or " + names[-1]
        if c.cmp in _CMP_TEXT and c.n >= 2:
            return f"you control {word_number(c.n)} {_CMP_TEXT[c.cmp]} {render_plural(f)}"
    raise ValueError("a land condition without a rendering")


def parse(line: str) -> StaticAbility | None:
    """``"~ enters tapped unless [condition]."``; None if not of this family."""
    if not (line.startswith(_HEAD) and line.endswith(".")):
        return None
    cond = parse_condition(line[len(_HEAD):-1])
    if cond is None:
        return None
    return StaticAbility("", line, replacement=EntersTappedUnless(cond))


def render(a: Ability) -> str | None:
    """The inverse of :func:`parse`; None for other abilities."""
    if not (isinstance(a, StaticAbility) and isinstance(a.replacement, EntersTappedUnless)):
        return None
    if a.layer_effects or a.rules or a.cost_modification or a.cda or \
            not isinstance(a.affects, ThisObject):
        raise ValueError("a conditional enters-tapped with other effects")
    return _HEAD + render_condition(a.replacement.condition) + "."
