"""The keyword family: keyword lines ``"Flying"``, ``"Flying, vigilance"``,
``"First strike, haste"`` (CR 702). Only keywords the rules implement compile."""

from __future__ import annotations

from mtgrules.abilities import Ability
from mtgrules.keywords import SIMPLE_KEYWORDS, keyword, keyword_key

KEYWORDS = tuple(k for k in SIMPLE_KEYWORDS if k != "space sculptor") + ("prowess",)


def parse_keywords(line: str) -> tuple[Ability, ...] | None:
    """A line of comma-separated keywords -> the shared keyword abilities; None if any word is
    not a keyword the engine implements."""
    parts = line.split(", ")
    names = [p.lower() for p in parts]
    if parts[0] != parts[0].capitalize() or any(p != p.lower() for p in parts[1:]):
        return None
    if not all(n in KEYWORDS for n in names) or len(set(names)) != len(names):
        return None
    return tuple(keyword(n) for n in names)


def keyword_name(a: Ability) -> str | None:
    """The keyword an ability is (from its registry key ``kw:<name>``), or None."""
    return a.key[3:] if a.key.startswith("kw:") and a.key[3:] in KEYWORDS else None


def render_keywords(abilities: tuple[Ability, ...]) -> str:
    """The inverse of :func:`parse_keywords`."""
    names = []
    for a in abilities:
        n = keyword_name(a)
        if n is None or a.key != keyword_key(n):
            raise ValueError(f"{a.key!r} is not a keyword ability")
        names.append(n)
    text = ", ".join(names)
    return text[:1].upper() + text[1:]
