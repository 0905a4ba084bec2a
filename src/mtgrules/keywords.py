"""Keyword abilities (CR 702) as shared ability objects.

Keywords whose rules live in the rules modules (flying, reach, trample, deathtouch, lifelink,
vigilance, haste, menace, defender, first strike, double strike, hexproof, shroud,
indestructible, flash, space sculptor) are plain :class:`~mtgrules.abilities.Keyword`
objects keyed ``"kw:<name>"``. Prowess (CR 702.108) is a triggered ability built here.
"""

from __future__ import annotations

from mtgrules.abilities import Ability, Filter, Keyword, TriggeredAbility, op
from mtgrules.cards.registry import register_ability

SIMPLE_KEYWORDS = (
    "flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "menace",
    "defender", "first strike", "double strike", "hexproof", "shroud", "indestructible",
    "flash", "space sculptor",
)

_KW: dict[str, Ability] = {}


def keyword_key(name: str) -> str:
    """Registry key of a keyword ability, e.g. ``"kw:flying"``."""
    return f"kw:{name}"


def keyword(name: str, text: str | None = None) -> Ability:
    """The shared ability object for keyword ``name`` (CR 702)."""
    if name in _KW:
        return _KW[name]
    if name == "prowess":
        a: Ability = TriggeredAbility(
            keyword_key("prowess"),
            "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until "
            "end of turn.)",
            event="cast", condition=(("caster", "you"), ("spell", "noncreature")),
            effect=(op("pump", what="self", power=1, toughness=1),))
    elif name in SIMPLE_KEYWORDS:
        a = Keyword(keyword_key(name), text or name.capitalize(), name=name)
    else:
        raise ValueError(f"unknown keyword {name!r}")
    register_ability(a)
    _KW[name] = a
    return a


for _k in SIMPLE_KEYWORDS:
    keyword(_k)
keyword("prowess")

ANY = Filter()
