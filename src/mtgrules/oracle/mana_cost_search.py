"""Searching for a card by its exact mana cost (CR 202.1, 701.23): ``"Search your library for
an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle."``.

"With mana cost {0}" means the card's mana cost is exactly {0}: a card with no mana cost, or
with {X}, has none of the costs named (:data:`~mtgrules.model.Predicate.MANA_COST_ZERO`)."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import AnyOf, Filter, Predicate, SearchLibrary, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import parse_noun, render_noun

_COSTS = {"0": Predicate.MANA_COST_ZERO, "1": Predicate.MANA_COST_ONE}
_SEARCH = re.compile(r"Search your library for (a|an) ([a-z ]+ card) with mana cost \{(0)\} or "
                     r"\{(1)\}, put it onto the battlefield, then shuffle")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The search sentence (no final period); None if not of this form."""
    m = _SEARCH.fullmatch(s)
    if m is None:
        return None
    art, noun, a, b = m.groups()
    f = parse_noun(noun, card=True)
    if not isinstance(f, Filter) or f.predicates or art != ("an" if noun[0] in "aeiou" else "a"):
        return None
    return [SearchLibrary(AnyOf(tuple(
        dataclasses.replace(f, zone=Zone.LIBRARY, predicates=frozenset({_COSTS[c]}))
        for c in (a, b))), Zone.BATTLEFIELD)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, SearchLibrary) or not isinstance(e.filter, AnyOf) or \
            e.to != Zone.BATTLEFIELD or e.tapped or e.reveal or len(e.filter.parts) != 2:
        return None
    parts = [p for p in e.filter.parts if isinstance(p, Filter) and p.zone == Zone.LIBRARY]
    if len(parts) != 2:
        return None
    want = [frozenset({_COSTS["0"]}), frozenset({_COSTS["1"]})]
    if [p.predicates for p in parts] != want:
        return None
    none: frozenset[Predicate] = frozenset()
    base = dataclasses.replace(parts[0], zone=Zone.BATTLEFIELD, predicates=none)
    if dataclasses.replace(parts[1], zone=Zone.BATTLEFIELD, predicates=none) != base:
        return None
    noun = render_noun(base, card=True)
    art = "an" if noun[0] in "aeiou" else "a"
    return f"Search your library for {art} {noun} with mana cost {{0}} or {{1}}, put it onto " \
        "the battlefield, then shuffle"
