"""Library searches (CR 701.23), one reader of their parts, and the shuffles around them
(CR 701.24).

A search sentence is read part by part, each part by one reader below:

- who searches: ``"Search your library"``, ``"Its controller may search their library"``
  (the controller of the object an earlier sentence targeted, :class:`~mtgrules.model.refs.
  ControllerOf`; "may": that player chooses, CR 608.2d);
- how many: ``"a"``/``"an"`` card (:class:`~mtgrules.model.SearchLibrary`), ``"up to two"`` /
  ``"any number of"`` cards (:class:`~mtgrules.model.SearchAnyNumber`);
- what for (:func:`parse_card_noun`): ``"card"``, a card noun of the shared phrase reader
  (``"basic land card"``, ``"creature card with mana value 3 or less"``), a list of land
  types (``"Forest or Plains card"``, ``"Plains, Island, Swamp, or Mountain card"``: any card
  with one of those subtypes, so a nonbasic dual land is found too, CR 205.3i, 305.7), an
  Equipment, Aura or Vehicle card (CR 205.3g-h), "basic land cards that share a land type"
  (205.3i), ``"... with mana cost {0} or {1}"`` (the
  exact mana cost, CR 202.1, :data:`~mtgrules.model.Predicate.MANA_COST_ZERO`), and a mana
  value bounded by an amount (``"with mana value X or less"``, ``"with mana value equal to the
  number of harmony counters on ~"``: :class:`~mtgrules.model.SearchWithManaValue`);
- reveal: ``"reveal it"``, ``"reveal them"``, ``"reveal those cards"`` (CR 701.20a);
- where to: ``"put it onto the battlefield (tapped)"``, ``"put it into your hand"``,
  ``"put one onto the battlefield tapped and the other into your hand"``, ``"then shuffle and
  put that card on top"``;
- ``", then shuffle"`` (CR 701.24a).

Sentences around searches: ``"Then shuffle"`` and ``"You may shuffle"`` (:class:`~mtgrules.
model.Shuffle`), ``"If that card is legendary, ..."`` (:class:`~mtgrules.model.IfThatCard`),
``"Shuffle ~ into its owner's library"`` (:class:`~mtgrules.model.ShuffleIntoLibrary`).
Finding nothing is always allowed (CR 701.23b). ``"put that card"`` is normalised to ``"put
it"`` by :mod:`mtgrules.oracle.normalize`.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    AnyOf,
    ControllerOf,
    CountersOn,
    IfThatCard,
    Predicate,
    SearchAnyNumber,
    SearchLibrary,
    SearchWithManaValue,
    Shuffle,
    ShuffleIntoLibrary,
    TargetRef,
    ThisObject,
    X,
    You,
    Zone,
)
from mtgrules.model.base import CardType, CounterKind, Supertype
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Cmp, Filter, ObjectFilter
from mtgrules.model.refs import PlayerRef
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import (
    common,
    join_or,
    parse_noun,
    parse_word_number,
    render_noun,
    split_or,
    with_fields,
    word_number,
)
from mtgrules.oracle.subtypes import LAND_TYPES

# --- what is searched for -------------------------------------------------------------------

_SUBTYPE_OF = {"Equipment": CardType.ARTIFACT, "Vehicle": CardType.ARTIFACT,
               "Aura": CardType.ENCHANTMENT}
_COSTS = {"0": Predicate.MANA_COST_ZERO, "1": Predicate.MANA_COST_ONE}
_MANA_COST = " with mana cost {0} or {1}"
_ANY_CARD = Filter(zone=Zone.LIBRARY)
_BASIC = "basic "
_NAMED_SELF = Filter(zone=Zone.LIBRARY, predicates=frozenset({Predicate.NAMED_SOURCE}))


def article(noun: str) -> str:
    """The article Oracle writes before ``noun`` ("an Island card", "a Forest card")."""
    return "an" if noun[:1].lower() in "aeiou" else "a"


def parse_card_noun(noun: str) -> ObjectFilter | None:
    """A singular card noun of a search (see the module doc) -> a filter of library cards;
    None if not one."""
    if noun == "card":
        return _ANY_CARD
    if noun == "card named ~":  # CR 201.2 (Squadron Hawk)
        return _NAMED_SELF
    if noun.endswith(_MANA_COST):  # "an artifact card with mana cost {0} or {1}"
        f = parse_noun(noun[:-len(_MANA_COST)], card=True)
        if not isinstance(f, Filter) or f.predicates:
            return None
        return AnyOf(tuple(dataclasses.replace(f, zone=Zone.LIBRARY, predicates=frozenset({p}))
                           for p in _COSTS.values()))
    head = noun.removesuffix(" card")
    if head in _SUBTYPE_OF:
        return Filter(types=frozenset({_SUBTYPE_OF[head]}), subtypes=frozenset({head}),
                      zone=Zone.LIBRARY)
    basic = frozenset({Supertype.BASIC}) if head.startswith(_BASIC) else frozenset()
    lands = split_or(head.removeprefix(_BASIC)) if head != noun else None
    if lands is not None and len(lands) >= 2 and all(t in LAND_TYPES for t in lands):
        # "basic Mountain, Forest, or Plains card" (the Panoramas): each a basic land card
        # with that subtype (CR 205.4a, 205.3i)
        return AnyOf(tuple(Filter(subtypes=frozenset({t}), supertypes=basic, zone=Zone.LIBRARY)
                           for t in lands))
    f = parse_noun(noun, card=True)
    if f is None or common(f).predicates or common(f).keywords:
        return None
    return with_fields(f, zone=Zone.LIBRARY)


def render_card_noun(f: ObjectFilter) -> str:
    """The inverse of :func:`parse_card_noun`. Raises ValueError for a filter it can't write."""
    parts = [p for p in (f.parts if isinstance(f, AnyOf) else (f,)) if isinstance(p, Filter)]
    if len(parts) != len(f.parts if isinstance(f, AnyOf) else (f,)) or \
            any(p.zone != Zone.LIBRARY for p in parts):
        raise ValueError("a search outside the library")
    if f == _ANY_CARD:
        return "card"
    if f == _NAMED_SELF:
        return "card named ~"
    if isinstance(f, AnyOf):
        sup = parts[0].supertypes
        if sup in (frozenset(), frozenset({Supertype.BASIC})) and all(
                p == Filter(subtypes=p.subtypes, supertypes=sup, zone=Zone.LIBRARY)
                and len(p.subtypes) == 1 and next(iter(p.subtypes)) in LAND_TYPES
                for p in parts):
            return (_BASIC if sup else "") + join_or([next(iter(p.subtypes)) for p in parts]) \
                + " card"
        if [p.predicates for p in parts] == [frozenset({c}) for c in _COSTS.values()]:
            base = dataclasses.replace(parts[0], zone=Zone.BATTLEFIELD, predicates=frozenset())
            if dataclasses.replace(parts[1], zone=Zone.BATTLEFIELD,
                                   predicates=frozenset()) != base:
                raise ValueError("mana cost alternatives of different cards")
            return render_noun(base, card=True) + _MANA_COST
    if isinstance(f, Filter) and len(f.subtypes) == 1 and \
            (sub := next(iter(f.subtypes))) in _SUBTYPE_OF and \
            f == Filter(types=frozenset({_SUBTYPE_OF[sub]}), subtypes=f.subtypes,
                        zone=Zone.LIBRARY):
        return f"{sub} card"
    return render_noun(with_fields(f, zone=Zone.BATTLEFIELD), card=True)


# --- who searches ---------------------------------------------------------------------------

_YOURS = "Search your library"
_ITS_CONTROLLER = "Its controller may search their library"


def _parse_who(s: str, slots: object) -> tuple[PlayerRef, bool, str] | None:
    """The head of a search -> (the searcher, "may", the rest after " for "); None if not."""
    from mtgrules.oracle import effects

    if s.startswith(_YOURS + " for "):
        return You(), False, s[len(_YOURS + " for "):]
    if s.startswith(_ITS_CONTROLLER + " for ") and isinstance(slots, effects.Slots) and \
            len(slots.targets) == 1:  # "its": the one object targeted before (CR 115.1)
        return ControllerOf(TargetRef(0)), True, s[len(_ITS_CONTROLLER + " for "):]
    return None


def _render_who(who: PlayerRef, may: bool) -> str:
    if who == You() and not may:
        return _YOURS
    if isinstance(who, ControllerOf) and may:
        return _ITS_CONTROLLER
    raise ValueError("a searcher with no rendering")


# --- the sentences --------------------------------------------------------------------------

_ONE = re.compile(r"(a|an) (.+?), (reveal it, )?put it (onto the battlefield( tapped)?|into "
                  r"your hand), then shuffle")
_ON_TOP = re.compile(r"(a|an) (.+?), (reveal it, )?then shuffle and put that card on top")
_SEVERAL = re.compile(r"(any number of|up to \w+) (.+? )?cards( named ~| that share a land "
                      r"type)?, "
                      r"(reveal (?:them|those cards), )?"
                      r"put (them|one) (onto the battlefield( tapped)?|into your hand)"
                      r"( and the other into your hand)?, then shuffle")
_MV_EQUAL = re.compile(r"(a|an) (.+?) with mana value equal to the number of (\w+) counters on "
                       r"~, reveal it, and put it into your hand")
_MV_AT_MOST = re.compile(r"(a|an) (.+?) with mana value X or less, (reveal it, )?put it (onto "
                         r"the battlefield|into your hand), then shuffle")
_IF_THAT = re.compile(r"If that card is (legendary), (.+)")
_IF_FILTERS = {"legendary": Filter(supertypes=frozenset({Supertype.LEGENDARY}))}
_SHUFFLES: dict[str, Effect] = {"Then shuffle": Shuffle(), "You may shuffle": Shuffle(may=True),
             "Shuffle ~ into its owner's library": ShuffleIntoLibrary(ThisObject())}


def _quantity(words: str) -> int | None:
    """``"any number of"`` -> 0, ``"up to two"`` -> 2 (two or more); None for other words."""
    if words == "any number of":
        return 0
    n = parse_word_number(words.removeprefix("up to "))
    return n if n is not None and n >= 2 and f"up to {word_number(n)}" == words else None


def _dest(words: str) -> tuple[Zone, bool]:
    """``"onto the battlefield tapped"`` -> (battlefield, tapped); ``"into your hand"``."""
    if words.startswith("onto the battlefield"):
        return Zone.BATTLEFIELD, words.endswith(" tapped")
    return Zone.HAND, False


def parse(s: str, slots: object) -> list[Effect] | None:
    """One sentence of this family (no final period) -> its nodes; None if not of it."""
    from mtgrules.oracle import effects

    if s in _SHUFFLES:
        return [_SHUFFLES[s]]
    m = _IF_THAT.fullmatch(s)
    if m and isinstance(slots, effects.Slots):
        got = effects.parse_sentence(cap(m.group(2)), slots)
        return None if not got else [IfThatCard(_IF_FILTERS[m.group(1)], tuple(got))]
    head = _parse_who(s, slots)
    if head is None:
        return None
    who, may, rest = head
    node = _parse_search(rest)
    if isinstance(node, SearchLibrary) and (who != You() or may):
        if node.to is not Zone.BATTLEFIELD:  # "into their hand" is read only for yourself
            return None
        node = dataclasses.replace(node, who=who, may=may)
    elif node is not None and (who != You() or may):
        return None
    if node is None or render(node, ()) != s:
        return None  # the words read must be the words written (e.g. "your"/"their")
    return [node]


def _revealed(f: ObjectFilter, to: Zone, other_to: Zone | None = None) -> bool:
    """Whether Oracle reveals the cards found: a card of a stated kind put into a hidden
    zone (the hand, the library) is revealed to show it is of that kind (CR 701.20a); a card
    put onto the battlefield, or any card at all, is not."""
    return f != _ANY_CARD and (to is not Zone.BATTLEFIELD or other_to is not None)


def _parse_search(s: str) -> Effect | None:
    """What follows "... library for " -> a search node (for the controller); None if not
    (also when the reveal is not as Oracle words it, :func:`_revealed`)."""
    if (m := _MV_EQUAL.fullmatch(s)) is not None:
        f = parse_card_noun(m.group(2))
        try:
            kind = CounterKind(m.group(3))
        except ValueError:
            return None
        if f is None or f == _ANY_CARD or m.group(1) != article(m.group(2)):
            return None
        return SearchWithManaValue(f, CountersOn(ThisObject(), kind))
    if (m := _MV_AT_MOST.fullmatch(s)) is not None:
        f = parse_card_noun(m.group(2))
        if f is None or f == _ANY_CARD or m.group(1) != article(m.group(2)):
            return None
        to, _ = _dest(m.group(4))
        if bool(m.group(3)) != _revealed(f, to):
            return None
        return SearchWithManaValue(f, X(), Cmp.LE, to, reveal=bool(m.group(3)), shuffle=True)
    if (m := _ONE.fullmatch(s)) is not None:
        f = parse_card_noun(m.group(2))
        if f is None or m.group(1) != article(m.group(2)):
            return None
        to, tapped = _dest(m.group(4))
        if bool(m.group(3)) != _revealed(f, to):
            return None
        return SearchLibrary(f, to, tapped=tapped, reveal=bool(m.group(3)))
    if (m := _ON_TOP.fullmatch(s)) is not None:
        f = parse_card_noun(m.group(2))
        if f is None or m.group(1) != article(m.group(2)) or \
                bool(m.group(3)) != _revealed(f, Zone.LIBRARY):
            return None
        return SearchLibrary(f, Zone.LIBRARY, reveal=bool(m.group(3)))
    if (m := _SEVERAL.fullmatch(s)) is not None:
        n = _quantity(m.group(1))
        named = m.group(3) == " named ~"
        if named != (m.group(2) is None):
            return None  # "cards named ~" (CR 201.2), else "[noun] cards"
        f = _NAMED_SELF if named else parse_card_noun(m.group(2) + "card")
        if n is None or f is None or f == _ANY_CARD:
            return None
        share, reveal = m.group(3) == " that share a land type", m.group(4)
        to, tapped = _dest(m.group(6))
        split = bool(m.group(8))
        if split != (m.group(5) == "one") or (split and n != 2) or \
                bool(reveal) != _revealed(f, to, Zone.HAND if split else None) or \
                (reveal == "reveal those cards, ") != split:
            return None
        try:
            return SearchAnyNumber(f, to, tapped=tapped, up_to=n, reveal=bool(reveal),
                                   other_to=Zone.HAND if split else None,
                                   share_land_type=share)
        except ValueError:
            return None
    return None


def _where(to: Zone, tapped: bool, whose: str = "your") -> str:
    if to is Zone.HAND and not tapped:
        return f"into {whose} hand"
    if to is Zone.BATTLEFIELD:
        return "onto the battlefield" + (" tapped" if tapped else "")
    raise ValueError(f"a search into the {to.value} has no rendering")


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes. Raises ValueError for a node of
    this family with fields it can't write."""
    from mtgrules.oracle import effects

    for text, node in _SHUFFLES.items():
        if e == node:
            return text
    if isinstance(e, IfThatCard) and not e.was:
        word = next((k for k, v in _IF_FILTERS.items() if v == e.filter), None)
        if word is None or len(e.effects) != 1:
            raise ValueError("'if that card is' with no rendering")
        inner = effects.render_node(e.effects[0], targets)  # type: ignore[arg-type]
        return f"If that card is {word}, {low(inner)}"
    if isinstance(e, SearchWithManaValue):
        noun = render_card_noun(e.filter)
        c = e.mana_value
        if e.cmp is Cmp.EQ and isinstance(c, CountersOn) and c.obj == ThisObject() and \
                c.lki and e.to is Zone.HAND and e.reveal and not e.shuffle:
            return f"{_YOURS} for {article(noun)} {noun} with mana value equal to the number " \
                   f"of {c.counter.value} counters on ~, reveal it, and put it into your hand"
        if e.cmp is Cmp.LE and c == X() and e.shuffle:
            reveal = "reveal it, " if e.reveal else ""
            return f"{_YOURS} for {article(noun)} {noun} with mana value X or less, " \
                   f"{reveal}put it {_where(e.to, False)}, then shuffle"
        raise ValueError("a mana value bound with no rendering")
    if isinstance(e, SearchAnyNumber):
        noun = render_card_noun(e.filter)
        if noun == "card":
            raise ValueError("a search of several cards needs a kind of card")
        many = f"up to {word_number(e.up_to)}" if e.up_to else "any number of"
        if e.other_to is not None:
            if e.other_to is not Zone.HAND or not e.reveal:
                raise ValueError("'the other' with no rendering")
            put = f"reveal those cards, put one {_where(e.to, e.tapped)} and the other into " \
                  "your hand"
        else:
            put = ("reveal them, " if e.reveal else "") + f"put them {_where(e.to, e.tapped)}"
        share = " that share a land type" if e.share_land_type else ""
        if noun == "card named ~":
            return f"{_YOURS} for {many} cards named ~{share}, {put}, then shuffle"
        return f"{_YOURS} for {many} {noun}s{share}, {put}, then shuffle"
    if isinstance(e, SearchLibrary):
        head = _render_who(e.who, e.may)
        noun = render_card_noun(e.filter)
        reveal = "reveal it, " if e.reveal else ""
        if e.to is Zone.LIBRARY:
            if e.tapped or e.who != You():
                raise ValueError("a search to the top with no rendering")
            return f"{head} for {article(noun)} {noun}, {reveal}then shuffle and put that " \
                   "card on top"
        if e.to is Zone.HAND and e.tapped:
            raise ValueError("tapped into a hand")
        return f"{head} for {article(noun)} {noun}, {reveal}put it {_where(e.to, e.tapped)}, " \
               "then shuffle"
    return None
