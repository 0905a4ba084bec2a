"""Keyword abilities (CR 702) as shared ability objects.

Keywords whose rules live in the rules modules (flying, reach, trample, deathtouch, lifelink,
vigilance, haste, menace, defender, first strike, double strike, hexproof, shroud,
indestructible, flash, space sculptor) are plain :class:`~mtgrules.abilities.Keyword`
objects keyed ``"kw:<name>"``. Prowess (CR 702.108) is a triggered ability built here.

Building them registers nothing: the composition root (:mod:`mtgrules.wiring`) puts
:func:`keyword_abilities` in the ability registry, so an effect that grants a keyword by key
(``"kw:flying"``) finds it whichever cards were defined.
"""

from __future__ import annotations

from mtgrules.abilities import Ability, ActivatedAbility, Cost, Keyword, TriggeredAbility, op
from mtgrules.mana import ManaCost

SIMPLE_KEYWORDS = (
    "flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "menace",
    "defender", "first strike", "double strike", "hexproof", "shroud", "indestructible",
    "flash", "space sculptor",
)

def keyword_key(name: str) -> str:
    """Registry key of a keyword ability, e.g. ``"kw:flying"``."""
    return f"kw:{name}"


def _build(name: str) -> Ability:
    if name == "prowess":
        return TriggeredAbility(
            keyword_key("prowess"),
            "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until "
            "end of turn.)",
            event="cast", condition=(("caster", "you"), ("spell", "noncreature")),
            effect=(op("pump", what="self", power=1, toughness=1),))
    return Keyword(keyword_key(name), name.capitalize(), name=name)


_KW: dict[str, Ability] = {name: _build(name) for name in (*SIMPLE_KEYWORDS, "prowess")}


def keyword(name: str, text: str | None = None) -> Ability:
    """The shared ability object for keyword ``name`` (CR 702). Raises ValueError for a
    keyword not listed here. (``text`` is accepted for the card builders; the shared object
    keeps its own reminder text.)"""
    a = _KW.get(name)
    if a is None:
        raise ValueError(f"unknown keyword {name!r}")
    return a


def unearth(cost: str) -> Ability:
    """Unearth [cost] (CR 702.84a): an activated ability that functions in the graveyard,
    activated only as a sorcery."""
    return ActivatedAbility(
        "", f"Unearth {cost} ({cost}: Return this card from your graveyard to the battlefield. "
        "It gains haste. Exile it at the beginning of the next end step or if it would leave "
        "the battlefield. Unearth only as a sorcery.)",
        cost=Cost(mana=ManaCost.parse(cost)), effect=(op("unearth"),), sorcery_speed=True,
        zone="graveyard")


UNEARTH_EXILE = TriggeredAbility(
    "unearth:exile", "Exile it at the beginning of the next end step.", event="step_begin",
    effect=(op("exile", what="self"),))


def keyword_abilities() -> tuple[Ability, ...]:
    """Every shared keyword ability, and the delayed trigger unearth sets up, for the ability
    registry (installed by :mod:`mtgrules.wiring`)."""
    return (*_KW.values(), UNEARTH_EXILE)
