"""One-shot effects of the counter keywords (:mod:`mtgrules.keywords_counters`): fabricate's
choice (CR 702.123a), evolve's resolution check (702.100a), extort's optional payment and
life drain (702.101a), and the keyword action explore (701.44a).

Each function returns True when done and False after asking a question (it runs again with
the answer, DESIGN 3); progress across questions is kept in the effect frame's data.
"""

from __future__ import annotations

from mtgrules.effects import ops, ops_zones
from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects, players, set_those
from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.keywords import keyword
from mtgrules.keywords_counters import SERVO
from mtgrules.log import log_event, name_of
from mtgrules.model.amounts import Fixed
from mtgrules.model.base import CounterKind, Duration
from mtgrules.model.codec import to_data
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.effects import CreateToken, PutCounters
from mtgrules.model.keywords_counters import (
    BackupGrant,
    Bolster,
    Connive,
    DrainOpponents,
    EvolveCounter,
    Explore,
    Fabricate,
    MayPayThen,
    RemoveCounterFromThis,
)
from mtgrules.model.refs import EachOpponent, EventObject, ThisObject, Those
from mtgrules.rules import actions
from mtgrules.rules.counters import add_counters, remove_counters
from mtgrules.rules.keywords_counters import evolve_holds
from mtgrules.rules.layers import characteristics, compute_battlefield, controller_of
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _src(f: Frame) -> int:
    return int(f.data["ctx"]["source"])


def _ctrl(f: Frame) -> int:
    return int(f.data["ctx"]["controller"])


def fabricate(s: GameState, f: Frame, e: Fabricate) -> bool:
    """CR 702.123a: the controller may put N +1/+1 counters on the permanent; if they
    don't (or it has left the battlefield, CR 400.7), they create N Servo tokens."""
    choice = f.data.get("fabricate")
    src = _src(f)
    if choice is None:
        here = src in s.objects and s.objects[src].zone == "battlefield"
        ans = take_answer(f)
        if here and ans is None:
            ask(s, _ctrl(f), MAY, [Action("yes"), Action("no")],
                f"Fabricate {e.n}: put {e.n} +1/+1 counter(s) on {name_of(s, src)}? If you "
                f"don't, create {e.n} Servo token(s)")
            return False
        choice = f.data["fabricate"] = "counters" if here and ans is not None \
            and ans.kind == "yes" else "servos"
        log_event(s, "fabricate", "702.123a", f"{s.players[_ctrl(f)].name} chooses "
                  f"{'+1/+1 counters' if choice == 'counters' else 'Servo tokens'} for "
                  f"fabricate {e.n}", _ctrl(f), [src] if src in s.objects else [])
    if choice == "counters":
        done = ops.put_counters(s, f, PutCounters(ThisObject(), CounterKind.P1P1, Fixed(e.n)))
    else:
        done = ops_zones.create_tokens(s, f, CreateToken(SERVO, Fixed(e.n)))
    if done:
        del f.data["fabricate"]
    return done


def evolve_counter(s: GameState, f: Frame, e: EvolveCounter) -> bool:
    """CR 702.100a: if the entered creature's power or toughness is still greater than this
    creature's (its last known information if it left), put a +1/+1 counter on this
    creature; otherwise nothing happens."""
    src = _src(f)
    ev = f.data["ctx"].get("event") or {}
    if "evolve" not in f.data:
        ok = evolve_holds(s, src, ev.get("obj"))
        f.data["evolve"] = ok
        if not ok:
            log_event(s, "evolve_fails", "702.100a", f"{name_of(s, src)} doesn't evolve: "
                      "the entered creature is no longer greater", _ctrl(f))
    if f.data["evolve"] and not ops.put_counters(
            s, f, PutCounters(ThisObject(), CounterKind.P1P1)):
        return False
    if f.data.pop("evolve"):
        log_event(s, "evolves", "702.100b", f"{name_of(s, src)} evolves", _ctrl(f), [src])
    return True


def may_pay_then(s: GameState, f: Frame, e: MayPayThen, rest: int) -> bool:
    """CR 118.12, 608.2d: "you may pay [cost]. If you do, ...": offered only when the
    controller can pay (CR 118.3); paying pushes the ``pay`` frame (mana abilities may be
    activated, 605.3a); declining skips the ``rest`` steps after it."""
    pid = _ctrl(f)
    src = _src(f)
    ans = take_answer(f)
    if ans is None:
        if not can_pay(s, pid, e.cost):
            log_event(s, "cant_pay", "118.3", f"{s.players[pid].name} can't pay {e.cost}", pid)
            f.data["pc"] += rest
            return True
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: pay {e.cost}? (if you do: {name_of(s, src)}'s effect "
            "happens)")
        return False
    if ans.kind == "yes":
        log_event(s, "pays", "118.12", f"{s.players[pid].name} pays {e.cost}", pid,
                  [src] if src in s.objects else [])
        push(s, "pay", player=pid, cost=list(e.cost.symbols), obj=src, rule="702.101a")
    else:
        log_event(s, "declines_payment", "118.12", f"{s.players[pid].name} doesn't pay "
                  f"{e.cost}", pid)
        f.data["pc"] += rest
    return True


def drain_opponents(s: GameState, f: Frame, e: DrainOpponents) -> bool:
    """CR 702.101a: each opponent loses N life; the controller gains life equal to the
    total life lost this way."""
    pid = _ctrl(f)
    total = 0
    for p in players(s, f, EachOpponent()):
        before = s.players[p].life
        actions.lose_life(s, p, e.n, rule="702.101a")
        total += before - s.players[p].life
    actions.gain_life(s, pid, total, rule="702.101a")
    return True


def explore(s: GameState, f: Frame, e: Explore) -> bool:
    """CR 701.44a: the exploring permanent's controller (as it last existed if it left,
    701.44c) reveals the top card of their library: a land card goes to their hand;
    otherwise a +1/+1 counter is put on the permanent (if it is still on the battlefield)
    and they may put the revealed card into their graveyard."""
    d = f.data.get("explore")
    if d is None:
        who = objects(s, f, e.what)
        ev = f.data["ctx"].get("event") or {}
        oid = who[0] if who else (_src(f) if isinstance(e.what, ThisObject) else int(
            ev.get("obj") or 0) if isinstance(e.what, EventObject) else 0)  # 701.44c
        if not oid or oid not in s.objects:
            return True
        o = s.objects[oid]
        pid = controller_of(s, oid) if o.zone == "battlefield" else int(
            (o.lki or {}).get("controller", _ctrl(f)))
        lib = s.players[pid].library
        d = f.data["explore"] = {"obj": oid, "player": pid, "card": lib[0] if lib else 0,
                                 "stage": "reveal"}
        top = d["card"]
        if not top:
            log_event(s, "explores", "701.44b", f"{name_of(s, oid)} explores (no card to "
                      "reveal)", pid, [oid])
            del f.data["explore"]
            return True
        log_event(s, "reveal", "701.44a", f"{s.players[pid].name} reveals {name_of(s, top)} "
                  f"({name_of(s, oid)} explores)", pid, [top])
        if "Land" in characteristics(s, top).types:
            new = move(s, top, "hand")
            log_event(s, "put_in_hand", "701.44a", f"{s.players[pid].name} puts "
                      f"{name_of(s, new)} into their hand", pid, [new])
            set_those(f, [oid])
            del f.data["explore"]
            return True
        d["stage"] = "counter"
    if d["stage"] == "counter":
        here = s.objects[d["obj"]].zone == "battlefield"
        if here and not ops.put_counters(s, f, PutCounters(e.what, CounterKind.P1P1)):
            return False
        d["stage"] = "graveyard"
    top = d["card"]
    pid = d["player"]
    if top in s.players[pid].library:
        ans = take_answer(f)
        if ans is None:
            ask(s, pid, MAY, [Action("yes"), Action("no")],
                f"Put {name_of(s, top)} into your graveyard? (otherwise it stays on top)")
            return False
        if ans.kind == "yes":
            new = move(s, top, "graveyard")
            log_event(s, "explore_graveyard", "701.44a", f"{s.players[pid].name} puts "
                      f"{name_of(s, new)} into their graveyard", pid, [new])
    log_event(s, "explores", "701.44b", f"{name_of(s, d['obj'])} explores", pid, [d["obj"]])
    set_those(f, [d["obj"]])
    del f.data["explore"]
    return True


@handler("may_enter_with_counter")
def may_enter_with_counter_frame(s: GameState, f: Frame) -> None:
    """"You may have this permanent enter with an additional +1/+1 counter on it" (unleash,
    CR 702.98a; riot, 702.136a: "If you don't, it gains haste"): asked as the permanent
    enters, before any player can act (CR 614.12, as :mod:`mtgrules.rules.entering` does)."""
    d = f.data
    o = s.objects.get(d["obj"])
    pid = d["player"]
    if o is None or o.zone != "battlefield" or s.players[pid].lost:
        pop(s, f)
        return
    ans = take_answer(f)
    rule = "702.136a" if d["haste"] else "702.98a"
    if ans is None:
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"Have {name_of(s, o.id)} enter with an additional +1/+1 counter?"
            + (" If you don't, it gains haste" if d["haste"] else ""))
        return
    pop(s, f)
    if ans.kind == "yes":
        log_event(s, "enters_with_counters", rule, f"{name_of(s, o.id)} enters with an "
                  "additional +1/+1 counter", pid, [o.id])
        add_counters(s, o.id, CounterKind.P1P1.value, 1, rule="614.1c", by=pid)
    elif d["haste"]:
        add_effect(s, [o.id], [to_data(AddAbilities((keyword("haste"),)))],
                   Duration.INDEFINITE, pid, o.id)
        log_event(s, "gain_abilities", rule, f"{name_of(s, o.id)} gains haste", pid, [o.id])


def backup_grant(s: GameState, f: Frame, e: BackupGrant) -> bool:
    """CR 702.165a: if the first target is another creature than the backup ability's
    source (and still a legal target, 608.2b), it gains the abilities until end of turn."""
    targets = f.data["ctx"].get("targets") or []
    t = targets[0] if targets else 0
    src = _src(f)
    if not t or t == src or t not in s.objects or s.objects[t].zone != "battlefield" \
            or not e.abilities:
        return True
    add_effect(s, [t], [to_data(AddAbilities(e.abilities))], Duration.END_OF_TURN, _ctrl(f),
               src)
    names = ", ".join(str(getattr(a, "name", "") or a.text) for a in e.abilities)
    log_event(s, "gain_abilities", "702.165a", f"{name_of(s, t)} gains {names} until end of "
              "turn (backup)", _ctrl(f), [t])
    return True


def connive(s: GameState, f: Frame, e: Connive) -> bool:
    """CR 701.50a: the conniving permanent's controller (as it last existed if it left,
    701.50c) draws a card, then discards a card (their choice); if it was a nonland card, a
    +1/+1 counter is put on the permanent (if it is still on the battlefield)."""
    d = f.data.get("connive")
    if d is None:
        who = objects(s, f, e.what)
        ev = f.data["ctx"].get("event") or {}
        oid = who[0] if who else (_src(f) if isinstance(e.what, ThisObject) else int(
            ev.get("obj") or 0) if isinstance(e.what, EventObject) else 0)
        if not oid or oid not in s.objects:
            return True
        o = s.objects[oid]
        pid = controller_of(s, oid) if o.zone == "battlefield" else int(
            (o.lki or {}).get("controller", _ctrl(f)))
        d = f.data["connive"] = {"obj": oid, "player": pid, "stage": "discard", "nonland": False}
        actions.draw(s, pid)
    pid = d["player"]
    if d["stage"] == "discard":
        hand = s.players[pid].hand
        ans = take_answer(f)
        if ans is None and hand:
            ask(s, pid, CHOOSE, [Action("choose_card", (oid,)) for oid in hand],
                f"Choose a card to discard ({name_of(s, d['obj'])} connives)")
            return False
        if ans is not None:
            card = ans.args[0]
            d["nonland"] = "Land" not in characteristics(s, card).types
            new = move(s, card, "graveyard")
            log_event(s, "discard", "701.50a", f"{s.players[pid].name} discards "
                      f"{name_of(s, new)}", pid, [new])
        d["stage"] = "counter"
    if d["nonland"] and s.objects[d["obj"]].zone == "battlefield" and not ops.put_counters(
            s, f, PutCounters(e.what, CounterKind.P1P1)):
        return False
    log_event(s, "connives", "701.50b", f"{name_of(s, d['obj'])} connives", pid, [d["obj"]])
    set_those(f, [d["obj"]])
    del f.data["connive"]
    return True


def remove_counter_from_this(s: GameState, f: Frame, e: RemoveCounterFromThis) -> bool:
    """Remove a counter of the kind from the source permanent (CR 702.63a); fading's "If you
    can't, sacrifice the permanent" (702.32a) when none could be removed."""
    src = _src(f)
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        return True
    rule = "702.32a" if e.or_sacrifice else "702.63a"
    if remove_counters(s, src, e.counter.value, 1, rule=rule) == 0 and e.or_sacrifice:
        actions.sacrifice(s, src, rule=rule)
    return True


@handler("devour")
def devour_frame(s: GameState, f: Frame) -> None:
    """Devour N (CR 702.82a), as the permanent enters: its controller chooses creatures they
    control to sacrifice, one decision each (``done`` to stop); then they are sacrificed and
    the permanent gets N +1/+1 counters for each (recorded as ``chosen["devoured"]``,
    702.82b)."""
    d = f.data
    o = s.objects.get(d["obj"])
    pid = d["player"]
    if o is None or o.zone != "battlefield" or s.players[pid].lost:
        pop(s, f)
        return
    ans = take_answer(f)
    if ans is not None and ans.kind == "choose_card" and ans.args[0]:
        d["chosen"] = [*d["chosen"], ans.args[0]]
    elif ans is not None:
        _devour(s, f, o.id, pid)
        return
    chars = compute_battlefield(s)
    cands = [x for x in s.battlefield if x != o.id and x not in d["chosen"] and x in chars
             and chars[x].controller == pid and "Creature" in chars[x].types]
    if not cands:
        _devour(s, f, o.id, pid)
        return
    ask(s, pid, CHOOSE, [*(Action("choose_card", (x,)) for x in cands), Action("done")],
        f"Devour {d['n']}: choose a creature to sacrifice as {name_of(s, o.id)} enters "
        "(done to stop)")


def _devour(s: GameState, f: Frame, oid: int, pid: int) -> None:
    d = f.data
    pop(s, f)
    k = 0
    for x in d["chosen"]:
        if x in s.objects and s.objects[x].zone == "battlefield":
            actions.sacrifice(s, x, rule="702.82a")
            k += 1
    s.objects[oid].chosen["devoured"] = k
    log_event(s, "devour", "702.82a", f"{name_of(s, oid)} devours {k} creature(s)", pid, [oid])
    if k:
        add_counters(s, oid, CounterKind.P1P1.value, d["n"] * k, rule="702.82a", by=pid)


def bolster(s: GameState, f: Frame, e: Bolster) -> bool:
    """CR 701.39a: the controller chooses a creature they control with the least toughness
    (or tied for it) and N +1/+1 counters are put on it; nothing if they control none."""
    chosen = f.data.get("bolster")
    pid = _ctrl(f)
    if chosen is None:
        chars = compute_battlefield(s)
        mine = [x for x in s.battlefield if x in chars and chars[x].controller == pid
                and "Creature" in chars[x].types]
        if not mine:
            return True
        least = min(chars[x].toughness or 0 for x in mine)
        cands = [x for x in mine if (chars[x].toughness or 0) == least]
        ans = take_answer(f)
        if ans is None and len(cands) > 1:
            ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands],
                f"Bolster {e.n}: choose a creature with the least toughness")
            return False
        chosen = f.data["bolster"] = ans.args[0] if ans is not None else cands[0]
        log_event(s, "bolster", "701.39a", f"{s.players[pid].name} bolsters {e.n}: "
                  f"{name_of(s, chosen)}", pid, [chosen])
        set_those(f, [chosen])
    if not ops.put_counters(s, f, PutCounters(Those(), CounterKind.P1P1, Fixed(e.n))):
        return False
    del f.data["bolster"]
    return True
