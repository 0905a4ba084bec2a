"""Nouns with their indefinite article, alone or in lists: ``"a creature"``, ``"an
artifact"``, ``"a creature, an artifact, and a land"`` (each an
:class:`~mtgrules.model.filters.ObjectFilter` of :func:`mtgrules.oracle.phrases.parse_noun`).
The article must fit the noun as Oracle prints it."""

from __future__ import annotations

import re

from mtgrules.model.filters import ObjectFilter
from mtgrules.oracle.phrases import parse_noun, render_noun
from mtgrules.oracle.search import article

_ARTICLE = re.compile(r"(a|an) (.+)")

__all__ = ["article", "parse_a_noun", "parse_noun_list", "render_a_noun", "render_noun_list"]


def parse_a_noun(s: str) -> ObjectFilter | None:
    """``"a creature"`` / ``"an artifact"`` -> the noun's filter; None when it isn't one or
    the article doesn't fit."""
    m = _ARTICLE.fullmatch(s)
    if m is None:
        return None
    f = parse_noun(m.group(2))
    if f is None or m.group(1) != article(m.group(2)):
        return None
    return f


def render_a_noun(f: ObjectFilter) -> str:
    """The inverse of :func:`parse_a_noun`."""
    n = render_noun(f)
    return f"{article(n)} {n}"


def parse_noun_list(s: str) -> list[ObjectFilter] | None:
    """``"a creature, an artifact, and a land"`` / ``"a creature and a land"`` -> the
    filters in order; None when a part isn't an article and a noun."""
    parts = s.split(", and ")
    if len(parts) == 2:
        parts = parts[0].split(", ") + [parts[1]]
    elif " and " in s:
        parts = s.split(" and ")
    out = [parse_a_noun(p) for p in parts]
    return None if any(f is None for f in out) else [f for f in out if f is not None]


def render_noun_list(fs: tuple[ObjectFilter, ...]) -> str:
    """The inverse of :func:`parse_noun_list` (a serial comma from three nouns)."""
    words = [render_a_noun(f) for f in fs]
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]
