"""Typecycling (CR 702.29e): "[Type]cycling [cost]" means "[Cost], Discard this card: Search
your library for a [type] card, reveal it, put it into your hand, then shuffle." It is
cycling for every effect that refers to cycling (702.29f), so it is an activated ability
with the cycling keyword that functions in the hand (702.29a). "Basic landcycling" searches
for a basic land card."""

from __future__ import annotations

from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    CardType,
    Cost,
    Filter,
    SearchLibrary,
    Supertype,
    Zone,
)
from mtgrules.model.creature_types import CREATURE_TYPES

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

TYPECYCLING_KINDS = frozenset({"Basic land", *BASIC_LAND_TYPES, "Desert",
                               *(t for t in CREATURE_TYPES if " " not in t)})
"""The words before "cycling" the engine reads: basic land, a land type, a creature type."""


def _filter(kind: str) -> Filter:
    if kind == "Basic land":
        return Filter(types=frozenset({CardType.LAND}),
                      supertypes=frozenset({Supertype.BASIC}), zone=Zone.LIBRARY)
    return Filter(subtypes=frozenset({kind}), zone=Zone.LIBRARY)


def typecycling(kind: str, cost: str) -> ActivatedAbility:
    """The "[kind]cycling [cost]" ability (CR 702.29e). Raises KeyError for an unknown kind."""
    if kind not in TYPECYCLING_KINDS:
        raise KeyError(kind)
    return ActivatedAbility(
        "", f"{kind}cycling {cost}",
        cost=Cost(mana=ManaCost.parse(cost), discard_self=True),
        effect=(SearchLibrary(_filter(kind), Zone.HAND),), zone=Zone.HAND,
        keyword=AbilityKeyword.CYCLING)


def typecycling_kind(a: ActivatedAbility) -> str | None:
    """The kind a typecycling ability searches for, read from its search filter; None if it
    is not one."""
    if len(a.effect) != 1 or not isinstance(a.effect[0], SearchLibrary):
        return None
    f = a.effect[0].filter
    if not isinstance(f, Filter):
        return None
    if f.supertypes == frozenset({Supertype.BASIC}):
        return "Basic land"
    return next(iter(f.subtypes)) if len(f.subtypes) == 1 else None
