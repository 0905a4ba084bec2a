"""Keyword abilities (CR 702) as shared ability objects.

Keywords whose rules live in the rules modules (flying, reach, trample, deathtouch, lifelink,
vigilance, haste, menace, defender, first strike, double strike, hexproof, shroud,
indestructible, flash, space sculptor: :class:`~mtgrules.model.KeywordName`) are plain
:class:`~mtgrules.model.Keyword` objects keyed ``"kw:<name>"``. Prowess (CR 702.108) is a
triggered ability built here; unearth (CR 702.84) an activated ability with its delayed
trigger. An unknown keyword name raises CardDefinitionError.

Building them registers nothing: the composition root (:mod:`mtgrules.wiring`) puts
:func:`keyword_abilities` in the ability registry, so an effect that grants a keyword by key
(``"kw:flying"``) finds it whichever cards were defined.
"""

from __future__ import annotations

from mtgrules.mana import ManaCost
from mtgrules.model import (
    Ability,
    AbilityKeyword,
    ActivatedAbility,
    ApplyContinuous,
    BeginningOf,
    CardDefinitionError,
    CardType,
    Cost,
    Filter,
    Fixed,
    Keyword,
    KeywordName,
    ModifyPT,
    MoveTo,
    SpellCast,
    Step,
    ThisObject,
    TriggeredAbility,
    UnearthReturn,
    Whose,
    Zone,
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
            event=SpellCast(Whose.YOU, Filter(nontypes=frozenset({CardType.CREATURE}))),
            effect=(ApplyContinuous(ThisObject(), (ModifyPT(Fixed(1), Fixed(1)),)),))
    return Keyword(keyword_key(name), name.capitalize(), name=KeywordName(name))


_KW: dict[str, Ability] = {name: _build(name) for name in (*KeywordName, "prowess")}


def keyword(name: str, text: str | None = None) -> Ability:
    """The shared ability object for keyword ``name`` (CR 702). Raises CardDefinitionError
    (a ValueError too) for a keyword the engine doesn't know. (``text`` is accepted for the
    card builders; the shared object keeps its own reminder text.)"""
    a = _KW.get(name)
    if a is None:
        known = ", ".join(repr(k) for k in _KW)
        raise CardDefinitionError(f"unknown keyword {name!r} (known: {known})")
    return a


def unearth(cost: str) -> Ability:
    """Unearth [cost] (CR 702.84a): an activated ability that functions in the graveyard,
    activated only as a sorcery."""
    return ActivatedAbility(
        "", f"Unearth {cost} ({cost}: Return this card from your graveyard to the battlefield. "
        "It gains haste. Exile it at the beginning of the next end step or if it would leave "
        "the battlefield. Unearth only as a sorcery.)",
        cost=Cost(mana=ManaCost.parse(cost)), effect=(UnearthReturn(),), sorcery_speed=True,
        zone=Zone.GRAVEYARD, keyword=AbilityKeyword.UNEARTH)


UNEARTH_EXILE = TriggeredAbility(
    "unearth:exile", "Exile it at the beginning of the next end step.",
    event=BeginningOf(Step.END), effect=(MoveTo(ThisObject(), Zone.EXILE),))


def keyword_abilities() -> tuple[Ability, ...]:
    """Every shared keyword ability, and the delayed trigger unearth sets up, for the ability
    registry (installed by :mod:`mtgrules.wiring`)."""
    return (*_KW.values(), UNEARTH_EXILE)
