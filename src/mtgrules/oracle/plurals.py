"""Plural object descriptions (CR 109): ``"creatures"``, ``"other creatures you control"``,
``"nonland permanents"``, ``"creatures your opponents control"``, ``"artifacts, creatures, and
lands you control"``, ``"creatures with power 2 or less"``: the singular description of
:mod:`mtgrules.oracle.phrases` with its head noun in the plural, read and rendered by
:func:`parse_plural` and :func:`render_plural`."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Filter, Whose
from mtgrules.model.filters import ObjectFilter
from mtgrules.oracle.phrases import (
    join_or,
    parse_permanents,
    render_noun,
    render_permanents,
    split_or,
)
from mtgrules.oracle.subtypes import plural_subtype, singular_subtype

_PLURAL = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
           "lands": "land", "planeswalkers": "planeswalker", "permanents": "permanent"}
_SINGULAR = {v: k for k, v in _PLURAL.items()}


_TYPE = r"(?:artifacts|creatures|enchantments|lands|planeswalkers)"
TYPE_LIST = re.compile(r"(" + _TYPE + r"(?:, " + _TYPE + r")*,? and " + _TYPE + r")"
                       r"( you control| your opponents control)?")
_ONE = r"(?:artifact|creature|enchantment|land|planeswalker)"
_OR_LIST = re.compile(r"(" + _ONE + r"(?:, " + _ONE + r")*,? or " + _ONE + r")"
                      r"( you control| your opponents control)?")


def parse_plural(s: str) -> ObjectFilter | None:
    """``"creatures"``, ``"other creatures you control"``, ``"nonland permanents"``,
    ``"creatures your opponents control"``, ``"creatures with power 2 or less"`` -> a
    filter."""
    listed = TYPE_LIST.fullmatch(s)
    if listed:  # "artifacts, creatures, and lands you control": each of those types
        types = re.split(r", and |, | and ", listed.group(1))
        if len(types) != len(set(types)) or (len(types) > 2) != (", and " in s):
            return None
        return parse_permanents(join_or([_PLURAL[t] for t in types]) + (listed.group(2) or "")
                                .replace(" your opponents control", " an opponent controls"))
    if (m := re.fullmatch(r"(.+) (with power \d+ or (?:less|greater))", s)) and \
            " or " not in m.group(1):  # CR 208.1
        return parse_plural_power(m.group(1), m.group(2))
    if " or " in s or " and " in s:
        return None
    s = s.replace(" your opponents control", " an opponent controls")
    words = s.split(" ")
    if "tokens" in words:  # "creature tokens you control" (CR 111.1)
        words[words.index("tokens")] = "token"
        return parse_permanents(" ".join(words))
    for i, w in enumerate(words):
        base = w[3:] if w.startswith("non") else w
        if base in _PLURAL and not (i + 1 < len(words) and words[i + 1] in _PLURAL):
            words[i] = w[: len(w) - len(base)] + _PLURAL[base]
            break
    else:
        if not (words := singular_subtype(words)):
            return None
    return parse_permanents(" ".join(words))


def parse_plural_power(s: str, bound: str) -> ObjectFilter | None:
    """``"creatures you control"`` + ``"with power 2 or less"``: the plural phrase with the
    power bound last, as Oracle writes it."""
    f = parse_plural(s)
    if f is None or not isinstance(f, Filter) or f.power is not None or f.keywords or \
            f.mana_value is not None:
        return None
    got = parse_permanents("creature " + bound)
    if not isinstance(got, Filter) or got.power is None:
        return None
    return dataclasses.replace(f, power=got.power)


def render_plural(f: ObjectFilter) -> str:
    """The inverse of :func:`parse_plural`."""
    if isinstance(f, Filter) and f.power is not None and f.controller != Whose.ANY:
        bound = render_noun(Filter(power=f.power))[len("permanent "):]
        return f"{render_plural(dataclasses.replace(f, power=None))} {bound}"
    s = render_permanents(f).replace(" an opponent controls", " your opponents control")
    listed = _OR_LIST.fullmatch(s)
    if listed:
        types = [_SINGULAR[t] for t in split_or(listed.group(1)) or ()]
        head = " and ".join(types) if len(types) == 2 else \
            ", ".join(types[:-1]) + ", and " + types[-1]
        return head + (listed.group(2) or "")
    words = s.split(" ")
    if "token" in words:
        words[words.index("token")] = "tokens"
        return " ".join(words)
    for i, w in enumerate(words):
        base = w[3:] if w.startswith("non") else w
        if base in _SINGULAR and not (i + 1 < len(words) and words[i + 1] in _SINGULAR):
            words[i] = w[: len(w) - len(base)] + _SINGULAR[base]
            return " ".join(words)
    return plural_subtype(f, words)


