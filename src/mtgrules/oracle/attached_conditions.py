"""Statics of Auras and Equipment that hold only while the attached creature is of a
creature type (CR 611.3a, 303.4, 301.5) ->
:class:`~mtgrules.model.attached_conditions.AttachedIs` as the static ability's condition:

- ``"As long as equipped creature is a Human, it has lifelink."`` (Butcher's Cleaver): the
  static ``"Equipped creature has lifelink."`` with the condition;
- ``"Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or
  block."`` (Bonds of Faith): two static abilities, ``"Enchanted creature gets +2/+2."``
  while it's a Human and ``"Enchanted creature can't attack or block."`` while it isn't.

Each predicate is read by the shared static readers (``parse_one``, the compiler's) from
``"[Enchanted|Equipped] creature <predicate>."``, and rendered back by ``render_one``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import StaticAbility
from mtgrules.model.attached_conditions import AttachedIs
from mtgrules.model.base import Ability
from mtgrules.model.filters import Filter
from mtgrules.model.refs import AttachedObject
from mtgrules.oracle.subtypes import CREATURE_TYPES

StaticParser = Callable[[str], StaticAbility | None]
AbilityRenderer = Callable[[Ability], str]

_AS_LONG = re.compile(r"As long as (enchanted|equipped) creature is (a|an) ([A-Z][a-z]+), it "
                      r"(.+)\.")
_OTHERWISE = re.compile(r"(Enchanted|Equipped) creature (.+) as long as it's (a|an) "
                        r"([A-Z][a-z]+)\. Otherwise, it (.+)\.")


def _article(word: str) -> str:
    return "an" if word[:1] in "AEIOU" else "a"


def _type(article: str, word: str) -> Filter | None:
    if word not in CREATURE_TYPES or article != _article(word):
        return None
    return Filter(subtypes=frozenset({word}))


def _with(a: StaticAbility | None, subject: str, cond: AttachedIs, text: str
          ) -> StaticAbility | None:
    if a is None or a.condition is not None or a.affects != AttachedObject(
            equipped=subject == "Equipped") or not (a.layer_effects or a.rules) or \
            a.replacement is not None or a.cost_modification is not None or a.cda:
        return None
    return dataclasses.replace(a, condition=cond, text=text)


def parse_line(line: str, parse_one: StaticParser) -> tuple[StaticAbility, ...] | None:
    """The line's static abilities (see the module doc); None for other lines."""
    m = _AS_LONG.fullmatch(line)
    if m:
        f = _type(m.group(2), m.group(3))
        subject = m.group(1).capitalize()
        got = _with(parse_one(f"{subject} creature {m.group(4)}."), subject,
                    AttachedIs(f), line) if f is not None else None
        return (got,) if got is not None else None
    m = _OTHERWISE.fullmatch(line)
    if not m:
        return None
    f = _type(m.group(3), m.group(4))
    if f is None:
        return None
    subject = m.group(1)
    first = _with(parse_one(f"{subject} creature {m.group(2)}."), subject, AttachedIs(f), line)
    other = _with(parse_one(f"{subject} creature {m.group(5)}."), subject,
                  AttachedIs(f, negated=True), line)
    return (first, other) if first is not None and other is not None else None


def _parts(a: Ability, render_one: AbilityRenderer) -> tuple[str, str, str] | None:
    """(subject word, predicate, creature type) of an ability with the condition."""
    if not isinstance(a, StaticAbility) or not isinstance(a.condition, AttachedIs) or \
            not isinstance(a.affects, AttachedObject):
        return None
    f = a.condition.filter
    if not isinstance(f, Filter) or f != Filter(subtypes=f.subtypes) or len(f.subtypes) != 1:
        return None
    subject = "Equipped" if a.affects.equipped else "Enchanted"
    text = render_one(dataclasses.replace(a, condition=None))
    head = f"{subject} creature "
    if not text.startswith(head) or not text.endswith("."):
        return None
    return subject, text[len(head):-1], next(iter(f.subtypes))


def render_line(abilities: tuple[Ability, ...], render_one: AbilityRenderer) -> str | None:
    """The inverse of :func:`parse_line`; None for other abilities."""
    if len(abilities) == 1:
        p = _parts(abilities[0], render_one)
        a = abilities[0]
        if p is None or not isinstance(a, StaticAbility) or \
                not isinstance(a.condition, AttachedIs) or a.condition.negated:
            return None
        subject, pred, word = p
        return f"As long as {subject.lower()} creature is {_article(word)} {word}, it {pred}."
    if len(abilities) != 2:
        return None
    a, b = abilities
    pa, pb = _parts(a, render_one), _parts(b, render_one)
    if pa is None or pb is None or not isinstance(a, StaticAbility) or \
            not isinstance(b, StaticAbility) or not isinstance(a.condition, AttachedIs) or \
            b.condition != AttachedIs(a.condition.filter, negated=True) or \
            a.condition.negated or pa[0] != pb[0]:
        return None
    subject, pred, word = pa
    return f"{subject} creature {pred} as long as it's {_article(word)} {word}. " \
        f"Otherwise, it {pb[1]}."
