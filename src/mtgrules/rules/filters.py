"""Matching objects against the model's filters (:mod:`mtgrules.model.filters`).

:func:`matches` judges an object's current characteristics (CR 109.3) and status (110.5)
from the point of view of an ability's controller, with its source as "this" object.
Filters that look at anything but characteristics (attacking, tapped, counters) set
:data:`IMPURE` so the layer system doesn't memoise a result that depends on them.
"""

from __future__ import annotations

from typing import Any, assert_never

from mtgrules.cards.registry import get_card
from mtgrules.model.base import Whose
from mtgrules.model.filters import AllOf, AnyOf, Filter, Not, ObjectFilter, Predicate
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

IMPURE = [False]
"""Set when a match read state beyond characteristics (see :mod:`mtgrules.rules.layers`)."""


def _mana_value_bound(s: GameState, mv: Any, source: int | None) -> int | None:
    """The number a "with mana value N / X" criterion compares with: N, or the X announced
    for the spell ``source`` (CR 107.3a, 601.2b; a spell's X is kept on its object while it
    is on the stack). None before X is announced (the spell not yet on the stack: whether it
    could be cast at all, some X may fit; the targets are chosen after X, 601.2b-c, and a
    cast left without a legal target is reversed, 732.1)."""
    if not mv.x:
        return int(mv.value)
    o = s.objects.get(source) if source is not None else None
    if o is None or o.zone != "stack":
        return None
    return int(o.x)


def matches(s: GameState, oid: int, c: Any, f: ObjectFilter, controller: int,
            source: int | None) -> bool:
    """True if object ``oid`` with characteristics ``c`` satisfies ``f``, judged from
    ``controller``'s point of view with ``source`` as "this" object. ``f.zone`` is not
    checked here (callers pick the objects of a zone)."""
    match f:
        case Filter():
            return _matches_filter(s, oid, c, f, controller, source)
        case AnyOf(parts=parts):
            return any(matches(s, oid, c, p, controller, source) for p in parts)
        case AllOf(parts=parts):
            return all(matches(s, oid, c, p, controller, source) for p in parts)
        case Not(part=part):
            return not matches(s, oid, c, part, controller, source)
        case _:
            assert_never(f)


def _matches_filter(s: GameState, oid: int, c: Any, f: Filter, controller: int,
                    source: int | None) -> bool:
    if f.other and oid == source:
        return False
    if f.controller is Whose.YOU and c.controller != controller:
        return False
    if f.controller in (Whose.OPPONENT, Whose.NOT_YOU) and c.controller == controller:
        return False
    if f.types and not f.types <= c.types:
        return False
    if f.nontypes and f.nontypes & c.types:
        return False
    if f.subtypes and not f.subtypes <= c.subtypes:
        return False
    if f.nonsubtypes and f.nonsubtypes & c.subtypes:
        return False
    if f.supertypes and not f.supertypes <= c.supertypes:
        return False
    if f.nonsupertypes and f.nonsupertypes & c.supertypes:
        return False
    if f.colors and not f.colors <= c.colors:
        return False
    if f.noncolors and f.noncolors & c.colors:
        return False
    if f.any_color and not f.any_color & c.colors:
        return False
    if f.color_count is not None and not f.color_count.holds(len(c.colors)):
        return False
    if f.toughness is not None and (c.toughness is None or not f.toughness.cmp.holds(
            c.toughness, f.toughness.value)):
        return False
    if f.keywords and not f.keywords <= c.keywords:
        return False
    if f.mana_value is not None:
        mv = c.mana_cost.mana_value() if c.mana_cost else 0
        bound = _mana_value_bound(s, f.mana_value, source)
        if bound is not None and not f.mana_value.cmp.holds(mv, bound):
            return False
    if f.nonkeywords and f.nonkeywords & c.keywords:
        return False
    if f.power is not None and (c.power is None or not f.power.cmp.holds(c.power,
                                                                           f.power.value)):
        return False
    if f.predicates:
        IMPURE[0] = True
        o = s.objects[oid]
        for p in f.predicates:
            if not predicate_holds(s, o, p, source):
                return False
    return True


def predicate_holds(s: GameState, o: GameObject, p: Predicate,
                    source: int | None = None) -> bool:
    """Evaluate a status predicate on object ``o`` (CR 110.5, 506.4, 122); ``source`` is
    "this" object for comparisons with it."""
    match p:
        case Predicate.ATTACKING:
            return s.combat is not None and o.id in s.combat.attackers
        case Predicate.ATTACKING_ALONE:  # CR 506.5
            return s.combat is not None and list(s.combat.attackers) == [o.id]
        case Predicate.BLOCKING:
            return s.combat is not None and o.id in s.combat.blockers
        case Predicate.ATTACKING_OR_BLOCKING:
            return s.combat is not None and (o.id in s.combat.attackers
                                             or o.id in s.combat.blockers)
        case Predicate.TAPPED:
            return o.tapped
        case Predicate.UNTAPPED:
            return not o.tapped
        case Predicate.MONSTROUS:  # CR 701.37b
            return bool(o.chosen.get("monstrous"))
        case Predicate.HAS_LOYALTY_COUNTER:
            return o.counters.get("loyalty", 0) >= 1
        case Predicate.TOKEN:
            return o.kind == "token"
        case Predicate.NONTOKEN:
            return o.kind != "token"
        case Predicate.MANA_COST_ZERO | Predicate.MANA_COST_ONE:  # "with mana cost {0}"
            cost = get_card(o.card).mana_cost  # a card's printed mana cost (CR 202.1)
            want = ("0",) if p is Predicate.MANA_COST_ZERO else ("1",)
            return cost is not None and cost.symbols == want
        case Predicate.POWER_LESS_THAN_SOURCE:  # mentor (CR 702.134a)
            # both permanents' computed characteristics (this predicate is only used on
            # permanents, outside the layer computation, which has filled the cache)
            bf = s.cache.get("bf")
            if bf is None or source not in bf or o.id not in bf:
                return False
            mine, theirs = bf[source].power, bf[o.id].power
            return mine is not None and theirs is not None and theirs < mine
        case Predicate.NOT_NAMED_SOURCE:  # CR 201.2: a face-down object has no name
            return source is None or source not in s.objects or \
                _name(s, o.id) != _name(s, source)
        case Predicate.NAMED_SOURCE:  # CR 201.2
            return source is not None and source in s.objects and \
                _name(s, o.id) == _name(s, source)
        case Predicate.SAME_OWNER:
            src = s.objects.get(source) if source is not None else None
            return src is not None and src.owner == o.owner
        case Predicate.HAS_COUNTERS:
            return any(n > 0 for n in o.counters.values())
        case Predicate.DEALT_DAMAGE_THIS_TURN:  # recorded by rules.dies.record_damage
            return str(o.id) in s.turn_flags.get("damaged_by", {})
        case Predicate.EQUIPPED:  # CR 301.5a: by the Equipment's printed (or token) subtype,
            return any(s.objects[x].attached_to == o.id  # read without computing layers
                       and "Equipment" in get_card(s.objects[x].card).type_line.subtypes
                       for x in s.battlefield)
        case _:
            assert_never(p)


def _name(s: GameState, oid: int) -> str:
    """The object's name (CR 201.2): computed on the battlefield (copy effects, 707.2), else
    its card's; a face-down object has none (708.2a)."""
    bf = s.cache.get("bf")
    if bf is not None and oid in bf:
        return str(bf[oid].name)
    o = s.objects[oid]
    return "" if o.face_down else get_card(o.card).object_name
