"""Triggered abilities (CR 603): detecting trigger events and putting abilities on the stack.

:func:`emit` is called by every action that is a trigger event. It checks the triggered
abilities of permanents on the battlefield (and, for leaves-the-battlefield events, of the
object that left, which "looks back in time", CR 603.10a) and records each one that triggers
in ``state.triggered``. The next time a player would receive priority, the ``put_triggers``
frame puts them on the stack in APNAP order, each player choosing the order of their own
(CR 603.3b), with targets chosen as each is put on the stack (CR 603.3d).
Triggered mana abilities resolve immediately instead (CR 605.4a).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, assert_never

from mtgrules.cards.registry import get_ability
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.as_enters import LeavesBattlefield, ModeChosen
from mtgrules.model.base import Whose
from mtgrules.model.becomes_untapped import BecomesUntapped
from mtgrules.model.cascade import CastThisSpell
from mtgrules.model.class_events import PlayerAttacks, YouControlA
from mtgrules.model.conditions import CardsInGraveyard, SourceIs, ThatPlayerHandAtMost
from mtgrules.model.copies import HadCounters
from mtgrules.model.damage_triggers import PlayerDealtDamageBy
from mtgrules.model.delayed_triggers import DealtCombatDamageByCreature
from mtgrules.model.designations import MonarchTrigger
from mtgrules.model.dungeons import (
    AttackedWithTotalPower,
    CompletedDungeon,
    DiceRolled,
    DungeonCompleted,
    DuringYourTurn,
    IsDealtDamage,
    IsEquipped,
    RoomEntered,
)
from mtgrules.model.face_down import TurnedFaceUp
from mtgrules.model.faces import TransformsInto
from mtgrules.model.filters import Filter
from mtgrules.model.history import (
    AttackedThisTurn,
    LandEnteredThisTurn,
    LifeChangedThisTurn,
    ObjectIs,
    OpponentLostLifeThisTurn,
    TreasureManaSpent,
    WasKicked,
)
from mtgrules.model.keyword_abilities import (
    AttacksAlone,
    AttacksOrBlocks,
    AttacksWithOthers,
    BecomesBlockedByCreatureWithout,
    BlocksOrBecomesBlocked,
    CameUnderControlSinceLastUpkeep,
    HadNoCounters,
    NotRenowned,
)
from mtgrules.model.keywords_counters import (
    AttacksMostLife,
    AttacksWithGreaterPower,
    EvolveEnters,
    HasCounter,
    LastCounterRemoved,
)
from mtgrules.model.levelers import LevelCounters
from mtgrules.model.life_totals import LifeTotals
from mtgrules.model.linked_exile import CardsExiledWithSource
from mtgrules.model.meld import OwnAndControlNamed
from mtgrules.model.monstrosity import BecomesMonstrous
from mtgrules.model.mutate import Mutates
from mtgrules.model.player_effects import OpponentControlsMore
from mtgrules.model.reflexive import ReflexiveEvent
from mtgrules.model.refs import AttachedObject, Each, ThisObject
from mtgrules.model.sacrifice_triggers import YouSacrificeThis
from mtgrules.model.soulbond import BothUnpaired, IsPaired
from mtgrules.model.spell_history import ItsNthSpellThisTurn
from mtgrules.model.triggers import (
    Attacks,
    BecomesLevel,
    BecomesTarget,
    BeginningOf,
    ChapterReached,
    Condition,
    ControlsNone,
    CreatureDiedThisTurn,
    DealsCombatDamageToPlayer,
    DealsDamage,
    Dies,
    Draws,
    EitherEvent,
    EndOfFirstCombat,
    Enters,
    EntersOrAttacks,
    GainsLife,
    NoSpellsCastLastTurn,
    PlayerCastSpellsLastTurn,
    RollNatural20,
    SpellCast,
    Subject,
    TappedForMana,
    TriggerEvent,
    YouSacrifice,
)
from mtgrules.model.vehicles import BecomesCrewed
from mtgrules.rules.batches import already_triggered, moment, one_or_more
from mtgrules.rules.conditions import static_condition_holds
from mtgrules.rules.copy_values import counters_had
from mtgrules.rules.damage_triggers import dealt_damage_by_matches
from mtgrules.rules.delayed_triggers import has_ended
from mtgrules.rules.emblems import emblem_abilities
from mtgrules.rules.filters import matches
from mtgrules.rules.graveyard_abilities import functions_in_graveyard
from mtgrules.rules.history import trigger_condition_holds
from mtgrules.rules.keyword_triggers import EVENT_TYPES as KEYWORD_EVENT_TYPES
from mtgrules.rules.keyword_triggers import echo_due, had_no_counters, matches_keyword_event
from mtgrules.rules.keywords_counters import (
    attacks_most_life,
    attacks_with_greater_power,
    evolve_matches,
)
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.linked_exile import exiled_with
from mtgrules.rules.meld_condition import source_owned_and_partner
from mtgrules.rules.once_each_turn import may_trigger_once
from mtgrules.rules.simultaneous import close_event, defer, open_event
from mtgrules.rules.soulbond import both_unpaired
from mtgrules.rules.spell_history import nth_of_types
from mtgrules.state.game_state import GameState

_EVENT_TYPES: dict[type, str] = {
    PlayerAttacks: "player_attacks",  # "whenever you attack" (CR 508.3d)
    YouSacrifice: "sacrifice",  # "whenever you sacrifice a permanent" (CR 701.21a)
    YouSacrificeThis: "sacrifice",  # "When you sacrifice ~" (CR 701.21a, 603.10a)
    DealsDamage: "damage",  # CR 120.3
    PlayerDealtDamageBy: "damage",  # CR 120.3 (rules.damage_triggers)
    ControlsNone: "state",  # a state trigger (CR 603.8): no event is of this type
    Enters: "enters", Dies: "leaves", Attacks: "attacks", BeginningOf: "step_begin",
    Mutates: "mutate",
    SpellCast: "cast", TappedForMana: "tapped_for_mana", ChapterReached: "counters",
    BecomesLevel: "level", Draws: "draw", GainsLife: "life_gain",
    DealsCombatDamageToPlayer: "damage", BecomesTarget: "targeted", **KEYWORD_EVENT_TYPES,
    RoomEntered: "room", DungeonCompleted: "complete_dungeon", DiceRolled: "roll",
    IsDealtDamage: "damage", EvolveEnters: "enters", AttacksMostLife: "attacks",
    TurnedFaceUp: "turned_face_up", LastCounterRemoved: "counters_removed",
    AttacksWithGreaterPower: "attacks",
    MonarchTrigger: "monarch",
    LeavesBattlefield: "leaves",  # CR 603.6c
    ReflexiveEvent: "reflexive",  # CR 603.12: created by its effect, never emitted
    RollNatural20: "roll",  # from the graveyard: rules.graveyard_triggers
    EndOfFirstCombat: "step_begin",  # CR 511.2
    CastThisSpell: "cast",  # from the stack: rules.cascade (CR 702.85a)
    BecomesMonstrous: "monstrous",  # CR 701.37b
    BecomesUntapped: "untapped",  # CR 701.26b
    DealtCombatDamageByCreature: "damage",  # CR 510.2 (a delayed trigger's, 603.7)
    BecomesCrewed: "crewed",  # CR 702.122d
    EntersOrAttacks: "enters",  # and "attacks" (_MORE_EVENT_TYPES)
    TransformsInto: "transformed",  # CR 701.27e; and "enters" (_MORE_EVENT_TYPES)
}
"""The game event type (``emit``'s ``"type"``) each trigger event waits for."""

_MORE_EVENT_TYPES: dict[type, tuple[str, ...]] = {EntersOrAttacks: ("attacks",),
                                                   TransformsInto: ("enters",)}
"""The other event types a trigger event of two events waits for (CR 603.2)."""


def _waits_for(e: TriggerEvent) -> tuple[str, ...]:
    """Every ``emit`` event type trigger event ``e`` waits for, without repeats."""
    if isinstance(e, EitherEvent):  # CR 603.2: one ability, two events
        both = _waits_for(e.first) + _waits_for(e.second)
        return tuple(dict.fromkeys(both))
    return (_EVENT_TYPES[type(e)], *_MORE_EVENT_TYPES.get(type(e), ()))


def event_type(e: TriggerEvent) -> str:
    """The ``emit`` event type trigger event ``e`` waits for."""
    return _EVENT_TYPES[type(e)]


def _whose(who: Whose, player: int, ctrl: int) -> bool:
    match who:
        case Whose.YOU:
            return player == ctrl
        case Whose.OPPONENT | Whose.NOT_YOU:
            return player != ctrl
        case Whose.ANY:
            return True
        case _:
            assert_never(who)


def _subject(s: GameState, what: Subject, obj: int, src: int, ctrl: int,
             chars: dict[int, Any] | None = None, lki: dict[str, Any] | None = None) -> bool:
    """Whether the event's object ``obj`` is the trigger's subject; ``lki`` judges an object
    that left the battlefield as it last existed (CR 603.10a)."""
    match what:
        case ThisObject():
            return bool(obj == src)
        case AttachedObject():
            return bool(s.objects[src].attached_to == obj)
        case Each(filter=flt):
            if lki is not None:
                return _lki_matches(lki, flt, ctrl)
            chars = chars if chars is not None else compute_battlefield(s)
            return obj in chars and matches(s, obj, chars[obj], flt, ctrl, src)
        case _:
            assert_never(what)


def _lki_matches(lki: dict[str, Any], flt: Any, ctrl: int) -> bool:
    """A filter judged on a last-known-information snapshot (types, subtypes and controller
    only, CR 603.10a)."""
    if not isinstance(flt, Filter):
        return False
    types = set(lki.get("types", ()))
    if flt.types and not flt.types <= types:
        return False
    if flt.subtypes and not flt.subtypes <= set(lki.get("subtypes", ())):
        return False  # "another Zombie you control" (as rules.filters judges subtypes)
    if flt.controller is Whose.YOU and lki.get("controller") != ctrl:
        return False
    return not (flt.controller is Whose.OPPONENT and lki.get("controller") == ctrl)


def _matches(s: GameState, a: TriggeredAbility, src: int, ctrl: int,
             ev: dict[str, Any]) -> bool:
    e = a.event
    if isinstance(e, EitherEvent):  # CR 603.2: either event triggers it
        return _matches(s, dataclasses.replace(a, event=e.first), src, ctrl, ev) or \
            _matches(s, dataclasses.replace(a, event=e.second), src, ctrl, ev)
    if ev["type"] != _EVENT_TYPES[type(e)] and \
            ev["type"] not in _MORE_EVENT_TYPES.get(type(e), ()):
        return False
    match e:
        case DealsDamage(what=what):  # CR 120.3: any damage the subject deals, once for
            # each damage event (603.2c: the first part of it from that source)
            return bool(ev["amount"] > 0 and ev.get("source_first", True)) and _subject(
                s, what, ev["source"], src, ctrl)
        case ControlsNone():
            return False  # a state trigger (CR 603.8): rules.state_triggers
        case Dies(what=what):
            if ev["from"] != "battlefield" or ev["to"] != "graveyard":
                return False
            lki = ev["lki"] or {}
            if "Creature" not in lki.get("types", ()) and not e.any_permanent:
                return False
            if isinstance(what, Each) and isinstance(what.filter, Filter) and \
                    what.filter.other and ev["obj"] == src:
                return e.or_this  # "another creature" (CR 109.1); "~ or another" (603.10a)
            return _subject(s, what, ev["obj"], src, ctrl, lki=lki)
        case TransformsInto(or_enters=or_enters):  # CR 701.27e, 603.6a
            return bool(ev["obj"] == src) and (ev["type"] == "transformed" or or_enters)
        case EndOfFirstCombat():  # CR 511.2: the turn's first combat phase, your turn
            return bool(ev["step"] == "end_of_combat" and ev["active"] == ctrl
                        and s.turn_flags.get("combat_phases", 1) == 1)
        case RollNatural20():  # CR 706.2 (of a permanent; cards: rules.graveyard_triggers)
            return bool(ev["player"] == ctrl and ev["sides"] == 20 and ev["result"] == 20)
        case ReflexiveEvent():
            return False  # CR 603.12: put in s.triggered by the effect that creates it
        case LeavesBattlefield(what=what):  # CR 603.6c, 603.10a
            if ev["from"] != "battlefield":
                return False
            if isinstance(what, Each) and isinstance(what.filter, Filter) and \
                    what.filter.other and ev["obj"] == src:
                return False  # "another creature" (CR 109.1)
            return _subject(s, what, ev["obj"], src, ctrl, lki=ev["lki"] or {})
        case Enters(what=what, or_this=or_this):  # "~ or another [permanent]" (rally)
            return (or_this and ev["obj"] == src) or _subject(s, what, ev["obj"], src, ctrl)
        case Attacks(what=what) | EntersOrAttacks(what=what):
            return _subject(s, what, ev["obj"], src, ctrl)
        case BeginningOf(step=step, whose=whose):
            return bool(ev["step"] == step.value) and _whose(whose, ev["active"], ctrl)
        case SpellCast(who=who, spell=spell, nth=nth, targets_this=targets_this):
            if not _whose(who, ev["player"], ctrl):
                return False
            if targets_this and (ev["obj"] not in s.objects
                                 or src not in s.objects[ev["obj"]].targets):
                return False  # "a spell that targets ~" (heroic): its targets as cast
            if nth is not None and s.players[ev["player"]].spells_cast_this_turn != nth:
                return False  # "your second spell each turn" (counted as it's cast, 601.2i)
            obj = ev["obj"]
            return obj in s.objects and matches(s, obj, characteristics(s, obj), spell, ctrl,
                                                src)
        case TappedForMana(what=what):
            return _subject(s, what, ev["obj"], src, ctrl)
        case ChapterReached(chapter=n):
            return bool(ev["obj"] == src and ev["counter"] == "lore"
                        and ev["before"] < n <= ev["after"])
        case BecomesLevel(level=n):
            return bool(ev["obj"] == src and ev["level"] == n)
        case Draws(who=who) | GainsLife(who=who):
            return _whose(who, ev["player"], ctrl)
        case DealsCombatDamageToPlayer(what=what):
            return bool(ev["combat"] and ev["target"] < 0) and _subject(
                s, what, ev["source"], src, ctrl)
        case BecomesTarget(what=what, who=who):
            return _whose(who, ev["player"], ctrl) and _subject(s, what, ev["target"], src,
                                                                 ctrl)
        case AttacksAlone() | BlocksOrBecomesBlocked() | BecomesBlockedByCreatureWithout() \
                | AttacksOrBlocks() | AttacksWithOthers():
            return matches_keyword_event(s, e, src, ctrl, ev)  # CR 702 keyword triggers
        case RoomEntered():
            return False  # room abilities trigger from the command zone (rules.dungeons)
        case DungeonCompleted(who=who) | DiceRolled(who=who):
            return _whose(who, ev["player"], ctrl)
        case PlayerDealtDamageBy():  # CR 120.3
            return dealt_damage_by_matches(s, e, src, ctrl, ev)
        case IsDealtDamage():  # once for each damage event (CR 603.2c), by all sources
            return bool(ev["target"] == src and ev["amount"] > 0
                        and ev.get("target_first", True))
        case DealtCombatDamageByCreature():  # CR 510.2
            return bool(ev["combat"] and ev["target"] == src and ev["amount"] > 0
                        and ev["source"] in s.objects and "Creature" in
                        characteristics(s, ev["source"]).types)
        case EvolveEnters():
            return evolve_matches(s, src, ctrl, ev)  # CR 702.100a
        case AttacksMostLife():
            return attacks_most_life(s, src, ev)  # dethrone (CR 702.105a)
        case AttacksWithGreaterPower():
            return attacks_with_greater_power(s, src, ev)  # training (CR 702.149a)
        case LastCounterRemoved(counter=kind):  # vanishing (CR 702.63a)
            return bool(ev["obj"] == src and ev["counter"] == kind.value and not ev["after"])
        case BecomesMonstrous():  # CR 701.37b
            return bool(ev["obj"] == src)
        case BecomesUntapped():  # CR 701.26b
            return bool(ev["obj"] == src)
        case BecomesCrewed():  # CR 702.122d: a crew ability of this Vehicle resolved
            return bool(ev["obj"] == src)
        case TurnedFaceUp(what=what):  # CR 702.37e, 708.8
            return _subject(s, what, ev["obj"], src, ctrl)
        case PlayerAttacks(who=who):
            return _whose(who, ev["player"], ctrl)  # CR 508.3d
        case MonarchTrigger():
            return False  # the monarch's abilities trigger from the rules (rules.monarch)
        case Mutates():
            return bool(ev["obj"] == src)  # CR 702.140d
        case CastThisSpell():  # CR 113.6b: only on the stack (rules.cascade triggers it)
            return False
        case EitherEvent():
            raise AssertionError("matched above, one event at a time")
        case YouSacrificeThis():  # CR 701.21a: the source itself, as it was sacrificed
            return bool(ev["obj"] == src and ev["player"] == ctrl)
        case YouSacrifice(filter=flt):  # CR 701.21a: judged as it was sacrificed
            obj = ev["obj"]
            return bool(ev["player"] == ctrl) and obj in s.objects and matches(
                s, obj, characteristics(s, obj), flt, ctrl, src)
        case _:
            assert_never(e)


_TRIGGER_EVENT_TYPES = frozenset(_EVENT_TYPES.values())
"""The event types some triggered ability of a permanent waits for."""


def _triggered_index(s: GameState, chars: dict[int, Any]) -> list[tuple[int, TriggeredAbility]]:
    """(permanent, triggered ability) pairs on the battlefield, in battlefield order. Reused
    while the computed characteristics object is the same (it is immutable once computed)."""
    memo = s.memo.get("triggered_index")
    if memo is not None and memo[0] is chars:
        return memo[1]
    index = [(oid, a) for oid, c in chars.items()  # (keys in battlefield order; or the
             for a in c.abilities  # state looked back to)
             if isinstance(a, TriggeredAbility) and not functions_in_graveyard(a)]  # 113.6k
    s.memo["triggered_index"] = (chars, index)
    return index


def _triggered_by_event(s: GameState, chars: dict[int, Any]
                        ) -> dict[str, list[tuple[int, TriggeredAbility]]]:
    """:func:`_triggered_index` grouped by the event type each ability waits for (in
    battlefield order within a type): an event is matched only against its own type's."""
    memo = s.memo.get("triggered_by_event")
    if memo is not None and memo[0] is chars:
        return memo[1]
    by: dict[str, list[tuple[int, TriggeredAbility]]] = {}
    for oid, a in _triggered_index(s, chars):
        for typ in _waits_for(a.event):
            by.setdefault(typ, []).append((oid, a))
    s.memo["triggered_by_event"] = (chars, by)
    return by


RULE_TRIGGERS: list[Callable[[GameState, dict[str, Any]], list[dict[str, Any]]]] = []
"""Triggered abilities of the rules themselves rather than of permanents (the monarch's,
CR 724.2), installed by the composition root: each hook returns the ``state.triggered``
records an event triggers."""


@contextmanager
def simultaneously(s: GameState, *, take_state: bool = False) -> Iterator[None]:
    """What happens inside is one event (CR 608.2c, 704.3; :mod:`mtgrules.rules.simultaneous`):
    permanents leaving get their last known information from the state just before it
    (704.8), and its ``leaves``/``enters`` trigger events are emitted when the outermost
    opening closes, leaves-the-battlefield abilities looking back to that state (603.10a).
    ``take_state``: keep that state at once (a check of state-based actions, 704.5q)."""
    open_event(s, take_state=take_state)
    try:
        yield
    finally:
        done = close_event(s)
        if done is not None:
            for ev in done.deferred:
                _emit(s, ev, done.before if ev["type"] == "leaves" else None)


def emit(s: GameState, ev: dict[str, Any]) -> None:
    """Record every triggered ability that ``ev`` triggers (CR 603.2).

    ``ev`` is a JSON-compatible dict with at least ``"type"``. Abilities of the object that
    left the battlefield trigger through its last known information (CR 603.10a). Inside a
    simultaneous event (:func:`simultaneously`) a ``leaves`` or ``enters`` event waits until
    the event is over.
    """
    if not defer(s, ev):
        _emit(s, ev, None)


def _emit(s: GameState, ev: dict[str, Any], look_back: dict[int, Any] | None) -> None:
    """:func:`emit` now; ``look_back``: the battlefield just before the event (CR 603.10a),
    whose abilities trigger instead of the present battlefield's."""
    found: list[dict[str, Any]] = []
    # an event no triggered ability waits for ("tapped") needs no characteristics
    chars = (look_back if look_back is not None else compute_battlefield(s)) \
        if ev["type"] in _TRIGGER_EVENT_TYPES else {}
    for oid, a in _triggered_by_event(s, chars).get(ev["type"], ()) if chars else ():
        c = chars[oid]
        if _matches(s, a, oid, c.controller, ev):
            if a.intervening_if is not None and not intervening_if_holds(
                    s, a.intervening_if, oid, c.controller, ev):
                continue
            batched = one_or_more(a)  # once per batch of simultaneous events (CR 603.2)
            if batched and already_triggered(s, a.key, oid):
                continue
            if a.once_each_turn and not may_trigger_once(s, oid, a):
                continue
            found.append({"ability": a.key, "source": oid, "controller": c.controller,
                          "event": _event_seen(a.event, ev),
                          **({"moment": moment(s)} if batched else {})})
    if ev["type"] == "leaves" and ev["from"] == "battlefield" and ev.get("lki") and \
            ev["obj"] not in chars:  # (one in the state looked back to triggered above)
        lki = ev["lki"]
        for key in lki.get("abilities", ()):
            la = get_ability(key)
            if isinstance(la, TriggeredAbility) and \
                    isinstance(la.event, Dies | LeavesBattlefield) and \
                    _matches(s, la, ev["obj"], lki["controller"], ev) and (
                        la.intervening_if is None or intervening_if_holds(
                            s, la.intervening_if, ev["obj"], lki["controller"])) and (
                        not la.once_each_turn or may_trigger_once(s, ev["obj"], la)):
                found.append({"ability": la.key, "source": ev["obj"],
                              "controller": lki["controller"], "event": ev})
    for eid, ectrl, ea in emblem_abilities(s) if "emblems" in s.extra else ():  # CR 114.4
        if isinstance(ea, TriggeredAbility) and _matches(s, ea, eid, ectrl, ev) and (
                ea.intervening_if is None or intervening_if_holds(s, ea.intervening_if, eid,
                                                                  ectrl)) and (
                not ea.once_each_turn or may_trigger_once(s, eid, ea)):
            found.append({"ability": ea.key, "source": eid, "controller": ectrl, "event": ev})
    for d in list(s.delayed) if s.delayed else ():
        if d.get("whenever"):  # each time until a duration ends (CR 603.7c, 611.2b)
            if has_ended(s, d):
                s.delayed.remove(d)
                continue
            da = get_ability(d["ability"])
            if isinstance(da, TriggeredAbility) and _matches(s, da, d["source"],
                                                             d["controller"], ev):
                found.append({"ability": d["ability"], "source": d["source"],
                              "controller": d["controller"], "event": ev, "delayed": True})
            continue
        zone = d.get("source_zone")  # tied to its source staying there (suspend, 702.62a)
        if zone is not None and (d["source"] not in s.objects
                                 or s.objects[d["source"]].zone != zone):
            s.delayed.remove(d)
            continue
        if d["event"] == ev["type"] and _delayed_matches(d, ev):
            found.append({"ability": d["ability"], "source": d["source"],
                          "controller": d["controller"], "event": ev, "delayed": True})
            if d.get("once", True):
                s.delayed.remove(d)
    for hook in RULE_TRIGGERS:
        found.extend(hook(s, ev))
    for f in found:
        fa = get_ability(f["ability"])
        assert isinstance(fa, TriggeredAbility)
        if fa.mana_ability:
            s.extra.setdefault("mana_triggers", []).append(f)
        else:
            s.triggered.append(f)


def _event_seen(e: TriggerEvent, ev: dict[str, Any]) -> dict[str, Any]:
    """The event as ability event ``e`` sees it: "whenever ~ deals damage" and "whenever ~ is
    dealt damage" see all the damage of the one damage event ("that much", CR 603.2c)."""
    if ev["type"] == "damage" and isinstance(e, DealsDamage) and "source_total" in ev:
        return {**ev, "amount": ev["source_total"]}
    if ev["type"] == "damage" and isinstance(e, IsDealtDamage) and "target_total" in ev:
        return {**ev, "amount": ev["target_total"]}
    return ev


def _delayed_matches(d: dict[str, Any], ev: dict[str, Any]) -> bool:
    return all(ev.get(k) == v for k, v in d.get("match", {}).items())


def intervening_if_holds(s: GameState, cond: Condition, source: int, controller: int,
                         event: dict[str, Any] | None = None) -> bool:
    """Evaluate an intervening "if" clause (CR 603.4). "Last turn" is the previous turn:
    ``s.extra["spells_last_turn"]`` holds each player's spells cast in it (recorded as a turn
    begins, :mod:`mtgrules.rules.turn`); before the game's second turn there was no previous
    turn, so no spells were cast "last turn"."""
    match cond:
        case CardsInGraveyard() | SourceIs():  # static conditions (model.conditions)
            return static_condition_holds(s, cond, source, controller)
        case CreatureDiedThisTurn():
            return bool(s.turn_flags.get("creature_died"))
        case HadNoCounters():
            return had_no_counters(s, cond, source)
        case HadCounters():
            return counters_had(s, source, cond.counter.value) >= cond.at_least
        case CameUnderControlSinceLastUpkeep():
            return echo_due(s, source)
        case NotRenowned():
            o = s.objects.get(source)
            return o is not None and o.zone == "battlefield" and not o.chosen.get("renowned")
        case NoSpellsCastLastTurn():
            return not any(s.extra.get("spells_last_turn", ()))
        case PlayerCastSpellsLastTurn():
            return max(s.extra.get("spells_last_turn", ()), default=0) >= cond.count
        case AttackedWithTotalPower(power=n):
            return controller == s.active and int(s.turn_flags.get("attacking_power", 0)) >= n
        case OwnAndControlNamed(name=name, card_type=card_type):  # CR 712.4a
            return source_owned_and_partner(s, source, controller, name, card_type)
        case CompletedDungeon() | IsEquipped() | DuringYourTurn() | LevelCounters() \
                | HasCounter() | LifeTotals():
            return static_condition_holds(s, cond, source, controller)
        case YouControlA(filter=flt):
            chars = compute_battlefield(s)
            return any(matches(s, oid, chars[oid], flt, controller, source)
                       for oid in s.battlefield)
        case CardsExiledWithSource():  # CR 607.2a
            return bool(exiled_with(s, source))
        case TreasureManaSpent() | LifeChangedThisTurn() | LandEnteredThisTurn() | ObjectIs() \
                | AttackedThisTurn() | OpponentLostLifeThisTurn() | WasKicked():
            return trigger_condition_holds(s, cond, source, controller)  # rules.history
        case ModeChosen(word=word):  # CR 614.12a: the old object keeps its choice
            o = s.objects.get(source)
            return o is not None and o.chosen.get("as_enters") == word
        case OpponentControlsMore(filter=flt):  # "if an opponent controls more lands than you"
            chars = compute_battlefield(s)
            counts = [0] * len(s.players)
            for oid in s.battlefield:
                if matches(s, oid, chars[oid], flt, controller, source):
                    counts[chars[oid].controller] += 1
            return any(counts[p.index] > counts[controller] for p in s.players
                       if p.index != controller and not p.lost)
        case ThatPlayerHandAtMost(n=n):  # the player whose step it is (CR 503.1a, 603.4)
            return len(s.players[s.active].hand) <= n
        case BothUnpaired():  # soulbond's intervening "if" (CR 702.95a)
            return both_unpaired(s, source, controller, event)
        case IsPaired():
            return static_condition_holds(s, cond, source, controller)
        case ItsNthSpellThisTurn(n=n, types=types):  # of the triggering cast event (601.2i)
            return event is not None and nth_of_types(s, event, types) == n
        case _:
            assert_never(cond)


def matches_event(s: GameState, a: TriggeredAbility, src: int, ctrl: int,
                  ev: dict[str, Any]) -> bool:
    """Whether event ``ev`` triggers ability ``a`` of ``src`` controlled by ``ctrl`` (CR 603.2);
    used by the mana planner to foresee triggered mana abilities (CR 605.4a)."""
    return _matches(s, a, src, ctrl, ev)


def triggered_index(s: GameState, chars: dict[int, Any]) -> list[tuple[int, TriggeredAbility]]:
    """(permanent, triggered ability) pairs on the battlefield, in battlefield order."""
    return _triggered_index(s, chars)
