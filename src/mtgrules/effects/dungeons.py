"""Effect primitives of dungeons and die rolls (:mod:`mtgrules.model.dungeons`): venture into
the dungeon (CR 701.49), rolling a die with its results table (CR 706; "choose target
creature, then roll a d20" names the target first; "if any of those results was N or
higher", 706.2), and the players' chosen sacrifices and "unless they" life
loss of Tomb of Annihilation's rooms (701.21a, 118.12)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card
from mtgrules.effects.refs import amount, objects, players, set_those
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.dungeons import ChooseTarget
from mtgrules.model.effects import (
    LoseLifeUnless,
    PutFromHand,
    RollDie,
    SacrificeOneOfEach,
    Venture,
)
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.rules import actions
from mtgrules.rules.dice_replacement import additional_dice
from mtgrules.rules.discard import discard_card
from mtgrules.rules.layers import compute_battlefield, matches
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class RowStep:
    """A results-table row (CR 706.3a): unless the last roll's result is from ``low`` to
    ``high``, skip the next ``skip`` steps (the row's effect)."""

    low: int
    high: int
    skip: int


def venture(s: GameState, f: Frame, e: Venture) -> bool:
    """The controller ventures into the dungeon (CR 701.49): a ``venture`` frame
    (:mod:`mtgrules.rules.dungeons`) runs before the next step."""
    push(s, "venture", player=int(f.data["ctx"]["controller"]))
    return True


def roll_die(s: GameState, f: Frame, e: RollDie) -> bool:
    """The controller rolls a d``sides`` (CR 706.1-2): the natural result (no modifiers in
    the engine) is kept as the roll's result for the rows and amounts after it; "whenever you
    roll one or more dice" abilities trigger."""
    pid = int(f.data["ctx"]["controller"])
    result = s.rng.below(e.sides) + 1
    more = additional_dice(s, pid)
    if more:  # "roll that many dice plus one and ignore the lowest roll" (CR 614.1a, 706.6)
        rolls = [result] + [s.rng.below(e.sides) + 1 for _ in range(more)]
        result = max(rolls)
        log_event(s, "roll_ignored", "706.6", f"{s.players[pid].name} rolls {len(rolls)} "
                  f"d{e.sides} instead ({', '.join(map(str, rolls))}) and ignores the lowest "
                  f"{more}", pid, rolls=rolls)
    f.data["ctx"]["vars"]["roll"] = result
    log_event(s, "roll", "706.2", f"{s.players[pid].name} rolls a d{e.sides}: {result}", pid,
              sides=e.sides, result=result)
    emit(s, {"type": "roll", "player": pid, "sides": e.sides, "result": result})
    return True


def row(s: GameState, f: Frame, e: RowStep) -> bool:
    """Skip the row's effect unless the result is in its range (CR 706.3a)."""
    result = f.data["ctx"]["vars"].get("roll")
    if not (isinstance(result, int) and e.low <= result <= e.high):
        f.data["pc"] += e.skip
    return True


def _apnap_of(s: GameState, pids: list[int]) -> list[int]:
    """``pids`` in turn order starting with the active player (CR 101.4)."""
    n = len(s.players)
    return sorted(pids, key=lambda p: (p - s.active) % n)


def _controlled(s: GameState, pid: int, flt: ObjectFilter, src: int) -> list[int]:
    chars = compute_battlefield(s)
    return [oid for oid in s.battlefield if chars[oid].controller == pid
            and matches(s, oid, chars[oid], flt, pid, src)]


def sacrifice_one_of_each(s: GameState, f: Frame, e: SacrificeOneOfEach) -> bool:
    """Each player chooses, in turn order, one permanent per filter, then all of them are
    sacrificed at once (CR 701.21a, 101.4). Progress is kept in the frame (DESIGN 3)."""
    v = f.data["ctx"]["vars"]
    st = v.get("sac")
    if st is None:
        pids = [p for p in players(s, f, e.who) if not s.players[p].lost]
        st = v["sac"] = {"queue": _apnap_of(s, pids), "fi": 0, "chosen": []}
    ans = take_answer(f)
    if ans is not None:
        st["chosen"].append(int(ans.args[0]))
        st["fi"] += 1
    src = int(f.data["ctx"]["source"])
    while st["queue"]:
        pid = st["queue"][0]
        if st["fi"] >= len(e.filters):
            st["queue"].pop(0)
            st["fi"] = 0
            continue
        cands = [x for x in _controlled(s, pid, e.filters[st["fi"]], src)
                 if x not in st["chosen"]]
        if len(cands) <= 1:
            st["chosen"].extend(cands)
            st["fi"] += 1
            continue
        ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands],
            f"Choose a permanent to sacrifice ({st['fi'] + 1} of {len(e.filters)})")
        return False
    for oid in st["chosen"]:
        if s.objects[oid].zone == "battlefield":
            actions.sacrifice(s, oid)
    del v["sac"]
    return True


def lose_life_unless(s: GameState, f: Frame, e: LoseLifeUnless) -> bool:
    """Each player in turn order chooses whether to pay (discard or sacrifice); then the
    payments happen and each player who didn't pay loses the life (CR 118.12, 101.4)."""
    v = f.data["ctx"]["vars"]
    st = v.get("unless")
    if st is None:
        pids = [p for p in players(s, f, e.who) if not s.players[p].lost]
        st = v["unless"] = {"queue": _apnap_of(s, pids), "paid": [], "losers": []}
    ans = take_answer(f)
    if ans is not None:
        pid = st["queue"].pop(0)
        if ans.args[0]:
            st["paid"].append([pid, int(ans.args[0])])
        else:
            st["losers"].append(pid)
    src = int(f.data["ctx"]["source"])
    while st["queue"]:
        pid = st["queue"][0]
        cands = list(s.players[pid].hand) if e.discard else \
            _controlled(s, pid, e.sacrifice, src) if e.sacrifice is not None else []
        if not cands:
            st["losers"].append(st["queue"].pop(0))
            continue
        what = "discard" if e.discard else "sacrifice"
        ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands]
            + [Action("choose_card", (0,))],
            f"Choose a card to {what}, or none to lose {amount(s, f, e.amount)} life")
        return False
    for pid, oid in st["paid"]:
        o = s.objects[oid]
        if e.discard and o.zone == "hand":
            discard_card(s, pid, oid, cause=f.data["ctx"]["controller"])  # madness, 702.35a
        elif not e.discard and o.zone == "battlefield":
            actions.sacrifice(s, oid)
    n = amount(s, f, e.amount)
    for pid in st["losers"]:
        actions.lose_life(s, pid, n)
    del v["unless"]
    return True


def put_from_hand(s: GameState, f: Frame, e: PutFromHand) -> bool:
    """The controller may put a matching card from their hand onto the battlefield (a
    ``choose`` decision; 0 declines): it is a new object (CR 400.7), not played (305.4)."""
    pid = int(f.data["ctx"]["controller"])
    ans = take_answer(f)
    if ans is None:
        cands = [oid for oid in s.players[pid].hand
                 if _card_matches(get_card(s.objects[oid].card), e.filter)]
        if not cands:
            return True
        ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands]
            + [Action("choose_card", (0,))], "Choose a card to put onto the battlefield, or none")
        return False
    oid = int(ans.args[0])
    if oid and s.objects[oid].zone == "hand":
        new = move(s, oid, "battlefield", controller=pid)
        log_event(s, "put_onto_battlefield", "400.7", f"{s.players[pid].name} puts "
                  f"{name_of(s, new)} onto the battlefield", pid, [new])
    return True


def _card_matches(card: CardDef, flt: ObjectFilter) -> bool:
    """A card in a hand against a type-only filter (its printed card types)."""
    assert isinstance(flt, Filter)
    types = set(card.type_line.types)
    return {t.value for t in flt.types} <= types and not ({t.value for t in flt.nontypes} & types)


def choose_target(s: GameState, f: Frame, e: ChooseTarget) -> bool:
    """The chosen target is what "that creature" of the results table refers to (CR 706.3;
    an illegal target is gone, 608.2b: then the rows do nothing to it)."""
    set_those(f, objects(s, f, e.what))
    return True


@dataclass(frozen=True, slots=True)
class RolledAtLeastStep:
    """"If any of those results was N or higher": skip the next ``skip`` steps unless the
    triggering roll's result is at least ``at_least`` (CR 706.2)."""

    at_least: int
    skip: int


def if_rolled_at_least(s: GameState, f: Frame, e: RolledAtLeastStep) -> bool:
    """Skip the effects unless a result of the triggering roll (its ``results``, or its
    ``result``) is at least ``e.at_least``; the ignored rolls never happened (CR 706.6)."""
    ev = f.data["ctx"].get("event") or {}
    results = ev.get("results") or ([ev["result"]] if "result" in ev else [])
    if not any(int(r) >= e.at_least for r in results):
        f.data["pc"] += e.skip
    return True
