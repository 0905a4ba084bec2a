"""Small shared words of the effect templates: capitalisation and keyword lists."""

from __future__ import annotations

from mtgrules.keywords import keyword
from mtgrules.model import AddAbilities
from mtgrules.model.base import Ability

KEYWORDS_GRANTABLE = (
    "flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "menace",
    "first strike", "double strike", "hexproof", "indestructible", "shroud", "defender",
    "prowess",
)
"""Keywords an effect may grant (the shared keyword abilities of :mod:`mtgrules.keywords`;
prowess is a shared triggered ability, CR 702.108a)."""


def cap(s: str) -> str:
    """``s`` with its first letter upper-case."""
    return s[:1].upper() + s[1:]


def low(s: str) -> str:
    """``s`` with its first letter lower-case (``~`` stays)."""
    return s if s.startswith("~") else s[:1].lower() + s[1:]


def kw_list(s: str) -> tuple[str, ...] | None:
    """``"flying"``, ``"flying and trample"``, ``"flying, vigilance, and haste"``."""
    if ", and " in s:
        head, last = s.rsplit(", and ", 1)
        parts = head.split(", ") + [last]
    else:
        parts = s.split(" and ")
    if all(p in KEYWORDS_GRANTABLE for p in parts) and len(set(parts)) == len(parts):
        return tuple(parts)
    return None


def render_kw_list(kws: tuple[str, ...]) -> str:
    """The inverse of :func:`kw_list`."""
    if len(kws) <= 2:
        return " and ".join(kws)
    return ", ".join(kws[:-1]) + ", and " + kws[-1]


def grant(kws: tuple[str, ...]) -> AddAbilities:
    """Layer 6: gain these keywords (CR 613.1f)."""
    return AddAbilities(tuple(keyword(k) for k in kws))


def granted_keywords(abilities: tuple[Ability, ...]) -> tuple[str, ...]:
    """The names of granted shared keyword abilities; ValueError for anything else."""
    out = []
    for a in abilities:
        name = a.key[3:] if a.key.startswith("kw:") else ""
        if name not in KEYWORDS_GRANTABLE or a != keyword(name):
            raise ValueError("a granted ability that is not a shared keyword")
        out.append(name)
    return tuple(out)
