"""Ops of the effects in which each affected player chooses the objects
(:mod:`mtgrules.model.player_choices`): edicts (CR 701.21a), returning chosen cards from
graveyards (400.7, 110.2), two piles (700.3), and "[players] discard(s) N cards unless they
discard a [kind] card" (701.9a, 608.2d: each player first chooses a matching card of their
hand, discarded alone, or "0": the N cards, chosen one at a time). Choices are made one object at a time in
APNAP order (CR 101.4); the chosen objects are then acted on at the same time. Progress lives
in the frame's variables, so a game can be saved and cloned at every choice (DESIGN 3)."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.refs import amount, players, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.player_choices import (
    DiscardUnless,
    ReturnChosenFromGraveyard,
    SacrificeChosen,
    SacrificePileOfChoice,
)
from mtgrules.rules import actions
from mtgrules.rules.discard import discard_card
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _apnap(s: GameState, pids: list[int]) -> list[int]:
    n = len(s.players)
    order = [(s.active + i) % n for i in range(n)]
    return [p for p in order if p in pids]


def _ctx(f: Frame) -> tuple[int, int | None]:
    c = f.data["ctx"]
    return int(c["controller"]), c.get("source")


def _candidates(s: GameState, f: Frame, pid: int, e: SacrificeChosen | ReturnChosenFromGraveyard,
                taken: list[int]) -> list[int]:
    ctrl, src = _ctx(f)
    if isinstance(e, SacrificeChosen):
        chars = compute_battlefield(s)
        pool = [oid for oid in s.battlefield if chars[oid].controller == pid]
    else:
        pool = list(s.players[pid].graveyard)
    # the filter is read relative to the choosing player ("a creature" they control, CR 109.5)
    return [oid for oid in pool if oid not in taken
            and matches(s, oid, characteristics(s, oid), e.filter, pid, src)] \
        if ctrl is not None else []


def _choose_each(s: GameState, f: Frame, e: SacrificeChosen | ReturnChosenFromGraveyard,
                 prompt: str) -> list[int] | None:
    """Run the per-player choices; the chosen ids when all are made, None when a decision is
    pending."""
    v: dict[str, Any] = f.data["ctx"]["vars"]
    st = v.get("choose_each")
    if st is None:
        st = v["choose_each"] = {"queue": _apnap(s, players(s, f, e.who)), "chosen": [],
                                 "left": None}
    ans = take_answer(f)
    if ans is not None:
        st["chosen"].append(ans.args[0])
        st["left"] -= 1
    while st["queue"]:
        pid = st["queue"][0]
        if st["left"] is None:
            st["left"] = amount(s, f, e.count)
        cands = _candidates(s, f, pid, e, st["chosen"])
        if st["left"] > 0 and cands:
            if len(cands) <= st["left"]:
                st["chosen"].extend(cands)  # no choice to make: all of them
                st["left"] = 0
                continue
            ask(s, pid, CHOOSE, [Action("choose_card", (oid,)) for oid in cands], prompt)
            return None
        st["queue"].pop(0)
        st["left"] = None
    chosen: list[int] = st["chosen"]
    del v["choose_each"]
    return chosen


def sacrifice_chosen(s: GameState, f: Frame, e: SacrificeChosen) -> bool:
    """"Each opponent sacrifices a creature" (CR 701.21a): each player chooses among the
    matching permanents they control, in APNAP order (101.4); then all are sacrificed at once."""
    chosen = _choose_each(s, f, e, "Choose a permanent to sacrifice")
    if chosen is None:
        return False
    done = []
    left: dict[str, Any] = {}
    for oid in chosen:
        if s.objects[oid].zone == "battlefield":
            new = actions.sacrifice(s, oid, rule="701.21a")
            done.append(new)
            left[str(new)] = s.objects[oid].lki  # "that creature's toughness" (608.2h)
    set_those(f, done)
    f.data["ctx"]["vars"]["those_lki"] = left
    return True


def return_chosen(s: GameState, f: Frame, e: ReturnChosenFromGraveyard) -> bool:
    """"Each player returns two land cards from their graveyard to the battlefield": each
    player chooses in their own graveyard (CR 101.4); the cards enter at the same time under
    their owners' control (110.2), each a new object (400.7)."""
    chosen = _choose_each(s, f, e, "Choose a card to return to the battlefield")
    if chosen is None:
        return False
    moved = []
    info = {"enters_with": {e.counter.value: 1}} if e.counter is not None else None
    for oid in chosen:
        if s.objects[oid].zone == "graveyard":
            new = move(s, oid, "battlefield", info=info)  # with the counter (CR 122.6)
            with_counter = f" with a {e.counter.value} counter" if e.counter else ""
            log_event(s, "return", "400.7", f"{name_of(s, new)} is returned to the battlefield"
                      f"{with_counter}", s.objects[new].owner, [new])
            moved.append(new)
    set_those(f, moved)
    return True


PILES = ("pile 1", "pile 2")


def sacrifice_pile(s: GameState, f: Frame, e: SacrificePileOfChoice) -> bool:
    """"Separate all permanents [player] controls into two piles. That player sacrifices all
    permanents in the pile of their choice." (CR 700.3): the ability's controller puts each
    permanent into a pile, one decision per permanent (700.3a: a pile may be empty); then
    that player chooses a pile and its permanents are sacrificed at once."""
    v: dict[str, Any] = f.data["ctx"]["vars"]
    ctrl, _ = _ctx(f)
    st = v.get("piles")
    if st is None:
        who = players(s, f, e.who)
        if not who:
            return True
        pid = who[0]
        chars = compute_battlefield(s)
        st = v["piles"] = {"player": pid, "todo": [o for o in s.battlefield
                                                   if chars[o].controller == pid],
                           "piles": [[], []], "picked": None}
    ans = take_answer(f)
    if ans is not None:
        k = PILES.index(str(ans.args[0]))
        if st["todo"]:
            st["piles"][k].append(st["todo"].pop(0))
        else:
            st["picked"] = k
    if st["todo"]:
        ask(s, ctrl, CHOOSE, [Action("choose", (p,)) for p in PILES],
            f"Put {name_of(s, st['todo'][0])} into pile 1 or pile 2")
        return False
    if st["picked"] is None:
        ask(s, st["player"], CHOOSE, [Action("choose", (p,)) for p in PILES],
            "Choose the pile whose permanents you sacrifice")
        return False
    pile = st["piles"][st["picked"]]
    log_event(s, "piles", "700.3", f"{s.players[st['player']].name} chooses "
              f"{PILES[st['picked']]}", st["player"], list(pile))
    done = [actions.sacrifice(s, oid) for oid in pile if s.objects[oid].zone == "battlefield"]
    del v["piles"]
    set_those(f, done)
    return True


def discard_unless(s: GameState, f: Frame, e: DiscardUnless) -> bool:
    """Run the choices and discards of "discard N cards unless they discard a [kind] card"
    (CR 701.9a; see the module doc); True when every player is done."""
    v: dict[str, Any] = f.data["ctx"]["vars"]
    src = f.data["ctx"].get("source")
    st = v.get("discard_unless")
    if st is None:
        st = v["discard_unless"] = {"queue": _apnap(s, players(s, f, e.who)), "left": None}
    ans = take_answer(f)
    if ans is not None and st["queue"]:
        pid = st["queue"][0]
        oid = int(ans.args[0])
        if st["left"] is None:  # the first choice: which alternative
            if oid:
                discard_card(s, pid, oid, rule="701.9a", why=" (the card instead of "
                             f"{e.count} cards, 608.2d)", cause=f.data["ctx"]["controller"])
                st["queue"].pop(0)
            else:
                st["left"] = e.count
                log_event(s, "choice", "608.2d", f"{s.players[pid].name} discards "
                          f"{e.count} cards", pid)
        else:
            discard_card(s, pid, oid, cause=f.data["ctx"]["controller"])
            st["left"] -= 1
    while st["queue"]:
        pid = st["queue"][0]
        hand = s.players[pid].hand
        if st["left"] is None:
            fits = [oid for oid in hand
                    if matches(s, oid, characteristics(s, oid), e.card, pid, src)]
            if fits:
                ask(s, pid, CHOOSE, [Action("choose_card", (oid,)) for oid in fits]
                    + [Action("choose_card", (0,))],
                    f"Discard one of these cards, or (0) discard {e.count} cards")
                return False
            st["left"] = e.count
        if st["left"] > 0 and hand:
            ask(s, pid, CHOOSE, [Action("choose_card", (oid,)) for oid in hand],
                "Choose a card to discard")
            return False
        st["queue"].pop(0)
        st["left"] = None
    del v["discard_unless"]
    return True
