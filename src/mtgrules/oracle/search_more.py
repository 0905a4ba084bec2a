"""More library searches (CR 701.23, 701.24):

- ``"Search your library for up to two basic land cards, reveal them, put them into your
  hand, then shuffle"`` and ``"... put them onto the battlefield (tapped), then shuffle"``
  (:class:`~mtgrules.model.SearchAnyNumber` with ``up_to``), and ``"Search your library for
  any number of Forest cards, put them onto the battlefield tapped, then shuffle"`` (``up_to``
  0; this is the one reader of these phrases);
- ``"Search your library for an enchantment card, reveal it, then shuffle and put that card
  on top"`` / ``"Search your library for a card, then shuffle and put that card on top"``
  (:class:`~mtgrules.model.SearchLibrary` into the library: on top after the shuffle);
- ``"Search your library for a creature card with mana value equal to the number of harmony
  counters on ~, reveal it, and put it into your hand. If that card is legendary, create a
  Treasure token. Then shuffle."`` (:class:`~mtgrules.model.search_more.SearchWithManaValue`,
  :class:`~mtgrules.model.search_more.IfThatCard`, :class:`~mtgrules.model.search_more.
  Shuffle`);
- an Equipment, Aura or Vehicle card ("Search your library for an Equipment card, reveal it,
  put it into your hand, then shuffle": an artifact or enchantment subtype, CR 205.3g-h).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import CountersOn, SearchAnyNumber, SearchLibrary, ThisObject, Zone
from mtgrules.model.base import CardType, CounterKind, Supertype
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.search_more import IfThatCard, SearchWithManaValue, Shuffle
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    with_fields,
    word_number,
)

_UP_TO = re.compile(r"Search your library for (any number of|up to \w+) (.+?) cards, (reveal "
                    r"them, put them into your hand|put them onto the battlefield( tapped)?), "
                    r"then shuffle")
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


def _quantity(words: str) -> int | None:
    """``"any number of"`` -> 0, ``"up to two"`` -> 2 (two or more); None for other words."""
    if words == "any number of":
        return 0
    n = parse_word_number(words.removeprefix("up to "))
    return n if n is not None and n >= 2 and f"up to {word_number(n)}" == words else None


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


_MV_EQUAL = re.compile(r"Search your library for (a|an) (.+?) with mana value equal to the "
                       r"number of (\w+) counters on ~, reveal it, and put it into your hand")
_IF_THAT = re.compile(r"If that card is (legendary), (.+)")
_IF_FILTERS = {"legendary": Filter(supertypes=frozenset({Supertype.LEGENDARY}))}


def parse(s: str, slots: object) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it."""
    from mtgrules.oracle import effects

    if s == "Then shuffle":
        return [Shuffle()]
    m = _MV_EQUAL.fullmatch(s)
    if m:
        f = _noun(m.group(2))
        try:
            kind = CounterKind(m.group(3))
        except ValueError:
            return None
        if f is None or f == Filter(zone=Zone.LIBRARY) or m.group(1) != _article(m.group(2)):
            return None
        return [SearchWithManaValue(f, CountersOn(ThisObject(), kind))]
    m = _IF_THAT.fullmatch(s)
    if m and isinstance(slots, effects.Slots):
        got = effects.parse_sentence(cap(m.group(2)), slots)
        return None if not got else [IfThatCard(_IF_FILTERS[m.group(1)], tuple(got))]
    m = _UP_TO.fullmatch(s)
    if m:
        n = _quantity(m.group(1))
        f = _noun(m.group(2) + " card")
        hand = m.group(3).startswith("reveal")
        if n is None or f is None or f == Filter(zone=Zone.LIBRARY) or (hand and not n):
            return None
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
    from mtgrules.oracle import effects

    if isinstance(e, Shuffle):
        return "Then shuffle"
    if isinstance(e, SearchWithManaValue):
        c = e.mana_value
        if not (isinstance(c, CountersOn) and c.obj == ThisObject() and c.lki):
            raise ValueError("a mana value amount with no rendering")
        noun = _render_noun(e.filter)
        return f"Search your library for {_article(noun)} {noun} with mana value equal to the " \
               f"number of {c.counter.value} counters on ~, reveal it, and put it into your hand"
    if isinstance(e, IfThatCard):
        word = next((k for k, v in _IF_FILTERS.items() if v == e.filter), None)
        if word is None or len(e.effects) != 1:
            raise ValueError("'if that card is' with no rendering")
        inner = effects.render_node(e.effects[0], targets)  # type: ignore[arg-type]
        return f"If that card is {word}, {low(inner)}"
    if isinstance(e, SearchAnyNumber):
        noun = _render_noun(e.filter)
        if e.to is Zone.HAND and e.reveal and not e.tapped and e.up_to:
            dest = "reveal them, put them into your hand"
        elif e.to is Zone.BATTLEFIELD and not e.reveal:
            dest = "put them onto the battlefield" + (" tapped" if e.tapped else "")
        else:
            raise ValueError("a search of several cards with no rendering")
        many = f"up to {word_number(e.up_to)}" if e.up_to else "any number of"
        return f"Search your library for {many} {noun}s, {dest}, then shuffle"
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
