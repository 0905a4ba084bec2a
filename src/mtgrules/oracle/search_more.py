"""More library searches (CR 701.23, 701.24):

- ``"Search your library for up to two basic land cards, reveal them, put them into your
  hand, then shuffle"`` and ``"... put them onto the battlefield (tapped), then shuffle"``
  (:class:`~mtgrules.model.SearchAnyNumber` with ``up_to``);
- ``"Search your library for an enchantment card, reveal it, then shuffle and put that card
  on top"`` / ``"Search your library for a card, then shuffle and put that card on top"``
  (:class:`~mtgrules.model.SearchLibrary` into the library: on top after the shuffle);
- an Equipment, Aura or Vehicle card ("Search your library for an Equipment card, reveal it,
  put it into your hand, then shuffle": an artifact or enchantment subtype, CR 205.3g-h).

Registered by :mod:`mtgrules.oracle.effects_more`.
"""

from __future__ import annotations

import re

from mtgrules.model import SearchAnyNumber, SearchLibrary, Zone
from mtgrules.model.base import CardType
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    with_fields,
    word_number,
)

_UP_TO = re.compile(r"Search your library for up to (\w+) (.+?) cards, (reveal them, put them "
                    r"into your hand|put them onto the battlefield( tapped)?), then shuffle")
_ON_TOP = re.compile(r"Search your library for (a|an) (.+?), (reveal it, )?then shuffle and put "
                     r"that card on top")
_TUTOR = re.compile(r"Search your library for (a|an) (Equipment|Aura|Vehicle) card, reveal it, "
                    r"put it into your hand, then shuffle")
_SUBTYPE_OF = {"Equipment": CardType.ARTIFACT, "Vehicle": CardType.ARTIFACT,
               "Aura": CardType.ENCHANTMENT}


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _noun(noun: str) -> ObjectFilter | None:
    """``"basic land card"``, ``"card"``, ``"Equipment card"`` -> a library filter."""
    if noun == "card":
        return Filter(zone=Zone.LIBRARY)
    sub = noun[:-len(" card")] if noun.endswith(" card") else ""
    if sub in _SUBTYPE_OF:
        return Filter(types=frozenset({_SUBTYPE_OF[sub]}), subtypes=frozenset({sub}),
                      zone=Zone.LIBRARY)
    f = parse_noun(noun, card=True)
    if f is None or common(f).predicates or common(f).keywords:
        return None
    return with_fields(f, zone=Zone.LIBRARY)


def _render_noun(f: ObjectFilter) -> str:
    if common(f).zone != Zone.LIBRARY:
        raise ValueError("a search outside the library")
    if f == Filter(zone=Zone.LIBRARY):
        return "card"
    if isinstance(f, Filter) and len(f.subtypes) == 1 and \
            (sub := next(iter(f.subtypes))) in _SUBTYPE_OF and \
            f == Filter(types=frozenset({_SUBTYPE_OF[sub]}), subtypes=f.subtypes,
                        zone=Zone.LIBRARY):
        return f"{sub} card"
    return render_noun(with_fields(f, zone=Zone.BATTLEFIELD), card=True)


def parse(s: str, slots: object) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it."""
    m = _UP_TO.fullmatch(s)
    if m:
        n = parse_word_number(m.group(1))
        f = _noun(m.group(2) + " card")
        if n is None or n < 2 or word_number(n) != m.group(1) or f is None or \
                f == Filter(zone=Zone.LIBRARY):
            return None
        hand = m.group(3).startswith("reveal")
        return [SearchAnyNumber(f, Zone.HAND if hand else Zone.BATTLEFIELD,
                                tapped=bool(m.group(4)), up_to=n, reveal=hand)]
    m = _ON_TOP.fullmatch(s)
    if m:
        f = _noun(m.group(2))
        card = m.group(2) == "card"
        if f is None or card == bool(m.group(3)) or m.group(1) != _article(m.group(2)):
            return None  # a searched card of a stated kind is revealed (CR 701.20a)
        return [SearchLibrary(f, Zone.LIBRARY, reveal=not card)]
    m = _TUTOR.fullmatch(s)
    if m and m.group(1) == _article(m.group(2)):
        f = _noun(m.group(2) + " card")
        return None if f is None else [SearchLibrary(f, Zone.HAND, reveal=True)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, SearchAnyNumber) and e.up_to:
        noun = _render_noun(e.filter)
        if e.to is Zone.HAND and e.reveal and not e.tapped:
            dest = "reveal them, put them into your hand"
        elif e.to is Zone.BATTLEFIELD and not e.reveal:
            dest = "put them onto the battlefield" + (" tapped" if e.tapped else "")
        else:
            raise ValueError("a search of up to N cards with no rendering")
        return f"Search your library for up to {word_number(e.up_to)} {noun}s, {dest}, then " \
               "shuffle"
    if isinstance(e, SearchLibrary) and e.to is Zone.LIBRARY and not e.tapped:
        noun = _render_noun(e.filter)
        if (noun == "card") == e.reveal:
            raise ValueError("a search to the top revealed exactly for a stated kind")
        reveal = "reveal it, " if e.reveal else ""
        return f"Search your library for {_article(noun)} {noun}, {reveal}then shuffle and " \
               "put that card on top"
    if isinstance(e, SearchLibrary) and e.to is Zone.HAND and e.reveal and \
            isinstance(e.filter, Filter) and e.filter.subtypes & set(_SUBTYPE_OF):
        noun = _render_noun(e.filter)
        return f"Search your library for {_article(noun)} {noun}, reveal it, put it into your " \
               "hand, then shuffle"
    return None
