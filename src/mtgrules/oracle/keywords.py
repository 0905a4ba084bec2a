"""The keyword family: keyword lines ``"Flying"``, ``"Flying, vigilance"``,
``"First strike, haste"`` (CR 702). Only keywords the rules implement compile: the shared
:class:`~mtgrules.model.Keyword` abilities of :mod:`mtgrules.keywords`, and prowess."""

from __future__ import annotations

import re

from mtgrules.keywords import keyword, keyword_key
from mtgrules.mana import ManaCost
from mtgrules.model import AbilityKeyword, ActivatedAbility, Cost, Draw, KeywordName, Zone
from mtgrules.model.base import Ability

KEYWORDS = tuple(k.value for k in KeywordName
                 if k not in (KeywordName.SPACE_SCULPTOR, KeywordName.TOXIC)) + ("prowess",)


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


def parse_cycling(line: str) -> ActivatedAbility | None:
    """``"Cycling {2}"`` (CR 702.29a): "[Cost], Discard this card: Draw a card", an ability
    that functions in the hand."""
    m = re.fullmatch(r"Cycling ((?:\{[0-9WUBRGC]\})+)", line)
    if not m:
        return None
    return ActivatedAbility("", line, cost=Cost(mana=ManaCost.parse(m.group(1)),
                                                discard_self=True),
                            effect=(Draw(),), zone=Zone.HAND, keyword=AbilityKeyword.CYCLING)


def render_cycling(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_cycling`."""
    c = a.cost
    if (a.keyword != AbilityKeyword.CYCLING or a.zone != Zone.HAND or a.effect != (Draw(),)
            or a.targets or a.mana_ability or a.sorcery_speed or c != Cost(
                mana=c.mana, discard_self=True) or c.mana.is_empty()):
        raise ValueError("not a cycling ability")
    return f"Cycling {c.mana}"


def keyword_name(a: Ability) -> str | None:
    """The keyword a shared keyword ability is, or None (for any other ability)."""
    name = a.key[3:] if a.key.startswith("kw:") else ""
    return name if name in KEYWORDS and a == keyword(name) else None


def render_keywords(abilities: tuple[Ability, ...]) -> str:
    """The inverse of :func:`parse_keywords`."""
    names = []
    for a in abilities:
        n = keyword_name(a)
        if n is None or a.key != keyword_key(n):
            raise ValueError(f"{a.key!r} is not a shared keyword ability")
        names.append(n)
    text = ", ".join(names)
    return text[:1].upper() + text[1:]
