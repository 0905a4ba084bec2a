"""What happened this turn and how a spell was paid for, recorded when it happens (never by
reading the log back), and the conditions and amounts of :mod:`mtgrules.model.history`.

- Permanents entering: :func:`record_entering` (a rule hook on every ``enters`` event) keeps
  ``turn_flags["entered"]``: ``[controller, types, subtypes]`` of each permanent as it
  entered, reset as each turn begins.
- Mana from a Treasure (CR 106.3, 601.2h): :func:`note_produced` keeps, per player, how much
  of each type of mana in the pool a Treasure's ability made (``extra["treasure_mana"]``);
  :func:`note_spent` takes it out as a cost is paid from the pool (that mana first: it is
  the player's to choose which mana to spend, CR 601.2h, and spending it is never worse for
  the conditions that read it) and adds it to the object paid for
  (``chosen["treasure_mana"]``); a permanent spell's count goes with it onto the battlefield
  (:func:`entering_info`).
- Life gained and lost this turn: the players' own counters (CR 119.3).
- Damage dealt to objects this turn: :mod:`mtgrules.rules.dies` (``turn_flags["damaged_by"]``).
"""

from __future__ import annotations

from typing import Any, assert_never

from mtgrules.mana import TYPE_INDEX
from mtgrules.model.base import CardType, Whose
from mtgrules.model.comparisons import FewerThanAnOpponent, LessLifeThanAnOpponent, YourLifeAtMost
from mtgrules.model.counter_thresholds import HasCountersOn
from mtgrules.model.filters import Filter
from mtgrules.model.history import (
    AttackedThisTurn,
    CreatureDiedThisTurn,
    EffectCondition,
    LandEnteredThisTurn,
    LifeChangedThisTurn,
    ObjectIs,
    OpponentControlsAtLeast,
    OpponentLostLifeThisTurn,
    TreasureManaSpent,
    WasKicked,
    YouControlAtLeast,
)
from mtgrules.model.refs import AttachedObject, ThisObject
from mtgrules.rules.filters import matches
from mtgrules.rules.history_amounts import entered_this_turn, treasure_count
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

# --- permanents entering this turn ------------------------------------------------------------


def record_entering(s: GameState, ev: dict[str, Any]) -> list[dict[str, Any]]:
    """A rule hook (:data:`mtgrules.rules.triggers.RULE_TRIGGERS`): on an ``enters`` event,
    note the permanent's controller, types and subtypes as it entered; on an ``attacks``
    event, that the active player attacked this turn (``turn_flags["attacked"]``). Triggers
    nothing."""
    if ev["type"] == "attacks":
        if s.active not in s.turn_flags.get("attacked", ()):
            s.turn_flags["attacked"] = [*s.turn_flags.get("attacked", ()), s.active]
        return []
    if ev["type"] != "enters" or ev["obj"] not in s.objects:
        return []
    c = compute_battlefield(s).get(ev["obj"])
    if c is None:
        return []
    seen = s.turn_flags.get("entered", [])
    s.turn_flags["entered"] = [*seen, [c.controller, sorted(c.types), sorted(c.subtypes)]]
    return []


# --- mana from a Treasure ---------------------------------------------------------------------


def _is_treasure(s: GameState, src: int) -> bool:
    o = s.objects.get(src)
    if o is None:
        return False
    if o.zone == "battlefield":
        return "Treasure" in characteristics(s, src).subtypes
    return "Treasure" in ((o.lki or {}).get("subtypes") or ())


def note_produced(s: GameState, pid: int, src: int, mana: list[str]) -> None:
    """Before ``mana`` (symbols) from ``src`` is added to ``pid``'s pool: keep the Treasure
    share of the pool no larger than the pool (it empties, CR 106.4), then add this mana to
    it if a Treasure made it."""
    book = s.extra.get("treasure_mana")
    treasure = _is_treasure(s, src)
    if book is None and not treasure:
        return
    pool = s.players[pid].mana
    mine = [min(a, b) for a, b in zip((book or {}).get(str(pid), [0] * 6), pool, strict=True)]
    if treasure:
        for t in mana:
            mine[TYPE_INDEX[t]] += 1
    s.extra["treasure_mana"] = {**(book or {}), str(pid): mine}


def note_spent(s: GameState, pid: int, before: list[int], after: list[int],
               paid_for: int | None) -> None:
    """A cost was paid from ``pid``'s pool (``before`` -> ``after``): the Treasure mana among
    it is spent first, and its amount is added to ``paid_for``'s ``chosen["treasure_mana"]``
    (the spell or the ability on the stack)."""
    book = s.extra.get("treasure_mana")
    if book is None or str(pid) not in book:
        return
    mine = [min(a, b) for a, b in zip(book[str(pid)], before, strict=True)]
    spent = 0
    for i in range(6):
        took = min(before[i] - after[i], mine[i])
        mine[i] -= took
        spent += took
    s.extra["treasure_mana"] = {**book, str(pid): mine}
    o = s.objects.get(paid_for) if paid_for is not None else None
    if o is not None and spent:
        o.chosen = {**o.chosen, "treasure_mana": int(o.chosen.get("treasure_mana", 0)) + spent}


def entering_info(o: GameObject) -> dict[str, Any]:
    """What a resolving permanent spell keeps on the battlefield of how it was paid for."""
    n = o.chosen.get("treasure_mana") if o.chosen else None
    return {"treasure_mana": n} if n else {}


# --- conditions and amounts -------------------------------------------------------------------


def condition_holds(s: GameState, cond: EffectCondition, source: int | None, controller: int,
                    ctx: dict[str, Any] | None = None, obj: int | None = None) -> bool:
    """Whether ``cond`` holds now. ``source``: the object whose ability it is (a spell
    itself); ``ctx``: the resolving spell's or ability's context (``obj`` the object on the
    stack); ``obj``: the object an :class:`~mtgrules.model.history.ObjectIs` is about, already
    resolved by the caller."""
    match cond:
        case TreasureManaSpent(spent_for=spent_for):
            return treasure_count(s, spent_for, source, ctx) > 0
        case LifeChangedThisTurn(gained=gained, n=n):
            p = s.players[controller]
            return (p.life_gained_this_turn if gained else p.life_lost_this_turn) >= n
        case LandEnteredThisTurn():
            return entered_this_turn(s, Filter(types=frozenset({CardType.LAND}),
                                               controller=Whose.YOU), controller) > 0
        case AttackedThisTurn():
            return controller in s.turn_flags.get("attacked", ())
        case OpponentLostLifeThisTurn():
            return any(p.life_lost_this_turn > 0 for p in s.players
                       if p.index != controller and not p.lost)
        case WasKicked():  # CR 702.33d-e: the spell resolving, or the permanent (source)
            oid = source if cond.it or not ctx else ctx.get("obj")
            o = s.objects.get(int(oid)) if oid else None
            return bool(o is not None and o.chosen.get("kicked"))
        case CreatureDiedThisTurn():  # CR 700.4 (morbid)
            return bool(s.turn_flags.get("creature_died"))
        case YouControlAtLeast(filter=flt, count=n):  # metalcraft: "three or more artifacts"
            chars = compute_battlefield(s)
            return sum(1 for oid in s.battlefield
                       if matches(s, oid, chars[oid], flt, controller, source)) >= n
        case OpponentControlsAtLeast(filter=flt, count=n):  # one opponent's permanents
            chars = compute_battlefield(s)
            counts = [0] * len(s.players)
            for oid in s.battlefield:
                if matches(s, oid, chars[oid], flt, controller, source):
                    counts[chars[oid].controller] += 1
            return any(counts[p.index] >= n for p in s.players
                       if p.index != controller and not p.lost)
        case YourLifeAtMost(n=n):  # CR 119.1 (fateful hour)
            return s.players[controller].life <= n
        case LessLifeThanAnOpponent():  # CR 119.1
            life = s.players[controller].life
            return any(p.life > life for p in s.players if p.index != controller and not p.lost)
        case FewerThanAnOpponent(filter=flt):
            chars = compute_battlefield(s)
            counts = [0] * len(s.players)
            for oid in s.battlefield:
                if matches(s, oid, chars[oid], flt, controller, source):
                    counts[chars[oid].controller] += 1
            return any(counts[p.index] > counts[controller] for p in s.players
                       if p.index != controller and not p.lost)
        case ObjectIs(filter=flt):
            if obj is None or obj not in s.objects or s.objects[obj].zone != "battlefield":
                return False
            return matches(s, obj, characteristics(s, obj), flt, controller, source)
        case HasCountersOn(counter=kind, at_least=n):  # CR 122.1, 608.2c
            if obj is None or obj not in s.objects or s.objects[obj].zone != "battlefield":
                return False
            return s.objects[obj].counters.get(kind.value, 0) >= n
        case _:
            assert_never(cond)


def trigger_condition_holds(s: GameState, cond: EffectCondition, source: int,
                            controller: int) -> bool:
    """An intervening "if" clause of this family (CR 603.4): "if enchanted creature is red"
    names the permanent the source is attached to."""
    obj = None
    if isinstance(cond, ObjectIs | HasCountersOn):
        o = s.objects.get(source)
        match cond.obj:
            case AttachedObject():
                obj = o.attached_to if o is not None else None
            case ThisObject():
                obj = source
            case _:
                return False
    return condition_holds(s, cond, source, controller, None, obj)
