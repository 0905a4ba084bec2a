"""Keyword abilities (CR 702) as shared ability objects.

Keywords whose rules live in the rules modules (flying, reach, trample, deathtouch, lifelink,
vigilance, haste, menace, defender, first strike, double strike, hexproof, shroud,
indestructible, flash, space sculptor) are plain :class:`~mtgrules.abilities.Keyword`
objects keyed ``"kw:<name>"``. Prowess (CR 702.108) is a triggered ability built here.
"""

from __future__ import annotations

from mtgrules.abilities import Ability, Keyword, TriggeredAbility, op
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


def unearth(cost: str) -> Ability:
    """Unearth [cost] (CR 702.84a): an activated ability that functions in the graveyard,
    activated only as a sorcery."""
    from mtgrules.abilities import ActivatedAbility, Cost
    from mtgrules.mana import ManaCost

    return ActivatedAbility(
        "", f"Unearth {cost} ({cost}: Return this card from your graveyard to the battlefield. "
        "It gains haste. Exile it at the beginning of the next end step or if it would leave "
        "the battlefield. Unearth only as a sorcery.)",
        cost=Cost(mana=ManaCost.parse(cost)), effect=(op("unearth"),), sorcery_speed=True,
        zone="graveyard")


UNEARTH_EXILE = TriggeredAbility(
    "unearth:exile", "Exile it at the beginning of the next end step.", event="step_begin",
    effect=(op("exile", what="self"),))
register_ability(UNEARTH_EXILE)

for _k in SIMPLE_KEYWORDS:
    keyword(_k)
keyword("prowess")
