"""The effects of the casting-cost keywords' own abilities: warp's end-step exile
(CR 702.185a), cumulative upkeep's payment (702.24a), the madness cast (702.35a) and
suspend's time counters and cast (702.62a); and the effect giving a card flashback
(702.34a)."""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.effects.refs import objects
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost
from mtgrules.model.alt_costs import (
    CumulativeUpkeep,
    ExileWarped,
    GainFlashback,
    MadnessCast,
    SuspendCast,
    SuspendTick,
)
from mtgrules.model.miracle import MiracleCast, ReboundCast
from mtgrules.rules import flashback
from mtgrules.rules.actions import add_counters, sacrifice
from mtgrules.rules.alt_costs import castable_for
from mtgrules.rules.discard import madness_cost
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.miracle import miracle_cost
from mtgrules.rules.spell_costs import FREE
from mtgrules.rules.suspend import SUSPEND_CAST, suspended
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def exile_warped(s: GameState, f: Frame, e: ExileWarped) -> bool:
    """CR 702.185a: exile the source if it is still on the battlefield; its owner may cast
    the exiled card after this turn for as long as it remains exiled (a play permission from
    the next turn on, ``s.extra["play_permissions"]`` entry with ``"from_turn"``)."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        return True
    owner = o.owner
    new = move(s, src, "exile")
    perms = list(s.extra.get("play_permissions", ()))
    perms.append({"player": owner, "obj": new, "from_turn": s.turn + 1})
    s.extra["play_permissions"] = perms
    log_event(s, "warp_exile", "702.185a", f"{name_of(s, new)} is exiled (warp); "
              f"{s.players[owner].name} may cast it after this turn", owner, [new])
    return True


def times(cost: ManaCost, n: int) -> ManaCost:
    """``cost`` paid ``n`` times, generic mana summed: ``{1}{U}`` x 2 = ``{2}{U}{U}``."""
    generic = sum(int(x) for x in cost.symbols if x.isdigit()) * n
    rest = tuple(x for x in cost.symbols if not x.isdigit()) * n
    return ManaCost(((str(generic),) if generic else ()) + rest)


def cumulative_upkeep(s: GameState, f: Frame, e: CumulativeUpkeep) -> bool:
    """CR 702.24a: put an age counter on the source, then its controller may pay the cost
    once for each age counter on it (all or nothing: a ``may`` decision, offered only when
    the whole payment is possible, CR 118.3); if they don't, they sacrifice it."""
    ctx = f.data["ctx"]
    v = ctx["vars"]
    src = int(ctx["source"])
    pid = int(ctx["controller"])
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        return True
    if "age" not in v:
        add_counters(s, src, "age", 1, rule="702.24a")
        v["age"] = int(s.objects[src].counters.get("age", 0))
    total = times(e.cost, int(v["age"]))
    ans = take_answer(f)
    if ans is None and can_pay(s, pid, total):
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: pay {total} for {name_of(s, src)}'s cumulative upkeep "
            "(or sacrifice it)?")
        return False
    v.pop("age")
    if ans is not None and ans.kind == "yes":
        log_event(s, "cumulative_upkeep", "702.24a", f"{s.players[pid].name} pays {total} "
                  f"for {name_of(s, src)}'s cumulative upkeep", pid, [src])
        push(s, "pay", player=pid, cost=list(total.symbols), obj=src, rule="702.24a")
        return True
    sacrifice(s, src, rule="702.24a")
    return True


def madness_cast(s: GameState, f: Frame, e: MadnessCast) -> bool:
    """CR 702.35a: the discarded card's owner may cast it from exile for its madness cost
    (a ``may`` decision, offered only when it could be cast: targets, costs); casting it
    pushes the ``cast`` frame with that alternative cost fixed. If they don't, the card is
    put into their graveyard."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "exile":
        return True
    owner = o.owner
    sc = madness_cost(get_card(o.card))
    assert sc is not None
    ans = take_answer(f)
    if ans is None and castable_for(s, owner, src, sc.cost.mana):
        ask(s, owner, MAY, [Action("yes"), Action("no")],
            f"{s.players[owner].name}: cast {name_of(s, src)} for its madness cost "
            f"{sc.cost.mana}?")
        return False
    if ans is not None and ans.kind == "yes":
        push(s, "cast", player=owner, obj=src, stage="start", alt=sc.key)
        return True
    new = move(s, src, "graveyard")
    log_event(s, "madness_declined", "702.35a", f"{name_of(s, new)} is put into "
              f"{s.players[owner].name}'s graveyard (madness not used)", owner, [new])
    return True


def suspend_tick(s: GameState, f: Frame, e: SuspendTick) -> bool:
    """CR 702.62a: if the source card is still suspended, remove a time counter from it;
    when the last is removed, its cast trigger triggers."""
    src = int(f.data["ctx"]["source"])
    if not suspended(s, src):
        return True
    o = s.objects[src]
    left = int(o.counters["time"]) - 1
    if left:
        o.counters["time"] = left
    else:
        del o.counters["time"]
    s.touch()
    log_event(s, "suspend_tick", "702.62a", f"A time counter is removed from "
              f"{name_of(s, src)} ({left} left)", o.owner, [src])
    if not left:
        s.triggered.append({"ability": SUSPEND_CAST.key, "source": src, "controller": o.owner,
                            "event": {"type": "counters_removed", "obj": src}})
    return True


def suspend_cast(s: GameState, f: Frame, e: SuspendCast) -> bool:
    """CR 702.62a: the owner may cast the exiled card without paying its mana cost (a
    ``may`` decision, offered only if it could be cast: targets, additional costs); if they
    don't, it remains exiled."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "exile":
        return True
    owner = o.owner
    ans = take_answer(f)
    if ans is None and castable_for(s, owner, src, ManaCost()):
        ask(s, owner, MAY, [Action("yes"), Action("no")],
            f"{s.players[owner].name}: cast {name_of(s, src)} without paying its mana cost?")
        return False
    if ans is not None and ans.kind == "yes":
        push(s, "cast", player=owner, obj=src, stage="start", alt=FREE, via="suspend")
        return True
    log_event(s, "suspend_not_cast", "702.62a", f"{name_of(s, src)} remains exiled", owner,
              [src])
    return True


def gain_flashback(s: GameState, f: Frame, e: GainFlashback) -> bool:
    """The target card, if still in a graveyard, gains flashback until end of turn with its
    mana cost as the flashback cost (CR 702.34a, 611.2a; :func:`mtgrules.rules.flashback.
    grant`)."""
    ctrl = int(f.data["ctx"]["controller"])
    for oid in objects(s, f, e.what):
        o = s.objects.get(oid)
        if o is not None and o.zone == "graveyard":
            flashback.grant(s, oid, ctrl)
    return True


def miracle_cast(s: GameState, f: Frame, e: MiracleCast) -> bool:
    """CR 702.94a: the revealed card's owner may cast it for its miracle cost if it is still
    in their hand (a ``may`` decision, offered only when it could be cast: targets, costs
    with X = 0); casting it pushes the ``cast`` frame with that alternative cost fixed, X
    announced for it (107.3). Declining leaves the card in the hand."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "hand":
        return True
    owner = o.owner
    sc = miracle_cost(get_card(o.card))
    if sc is None:
        return True
    ans = take_answer(f)
    if ans is None and castable_for(s, owner, src, sc.cost.mana.with_x(0)):
        ask(s, owner, MAY, [Action("yes"), Action("no")],
            f"{s.players[owner].name}: cast {name_of(s, src)} for its miracle cost "
            f"{sc.cost.mana}?")
        return False
    if ans is not None and ans.kind == "yes":
        push(s, "cast", player=owner, obj=src, stage="start", alt=sc.key)
    return True


def rebound_cast(s: GameState, f: Frame, e: ReboundCast) -> bool:
    """CR 702.88a: the controller of the rebound trigger may cast the exiled card without
    paying its mana cost (a ``may`` decision, offered only when it could be cast: targets,
    additional costs); if they don't, it remains exiled."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "exile":
        return True
    pid = int(f.data["ctx"]["controller"])
    ans = take_answer(f)
    if ans is None and castable_for(s, pid, src, ManaCost()):
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: cast {name_of(s, src)} from exile without paying its "
            "mana cost (rebound)?")
        return False
    if ans is not None and ans.kind == "yes":
        push(s, "cast", player=pid, obj=src, stage="start", alt=FREE)
        return True
    log_event(s, "rebound_not_cast", "702.88a", f"{name_of(s, src)} remains exiled", pid,
              [src])
    return True
