"""Executing :mod:`mtgrules.model.reveal_hand`: a player reveals their hand, the effect's
controller chooses a card from it, then it is discarded or exiled (CR 701.20a, 701.9b)."""

from __future__ import annotations

from mtgrules.effects.refs import players, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.reveal_hand import HandCardFate, RevealHandChoose, RevealWording
from mtgrules.rules.actions import draw
from mtgrules.rules.discard import discard_card
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_KEY = "reveal_hand"
"""The effect's variable holding the players whose hands are still to be handled."""


def reveal_hand_choose(s: GameState, f: Frame, e: RevealHandChoose) -> bool:
    """Each player ``e.who`` names, in turn: they reveal their hand (CR 701.20a: logged with
    every card; the cards stay in the hand, 701.20b); the effect's controller chooses a card
    matching ``e.filter`` (a ``choose`` decision of ``choose_card`` options; ``choose_card
    0`` declines when ``e.may``; none is asked when no card matches, and a single mandatory
    option is taken as is); then its owner discards it (701.9b) or it is exiled. "That card"
    afterwards is the card in its new zone. Returns False while a decision is pending."""
    ctx = f.data["ctx"]
    ctrl = int(ctx["controller"])
    v = ctx["vars"]
    if _KEY not in v:
        v[_KEY] = players(s, f, e.who)
        v[_KEY + "_done"] = []
        for pid in v[_KEY]:
            hand = s.players[pid].hand
            names = ", ".join(name_of(s, oid) for oid in hand) or "no cards"
            if e.wording is RevealWording.LOOK:  # only the effect's controller sees it
                log_event(s, "look", "701.20a", f"{s.players[ctrl].name} looks at "
                          f"{s.players[pid].name}'s hand: {names}", ctrl, list(hand))
            else:
                log_event(s, "reveal", "701.20a", f"{s.players[pid].name} reveals their "
                          f"hand: {names}", pid, list(hand))
    queue: list[int] = v[_KEY]
    done: list[int] = v[_KEY + "_done"]
    ans = take_answer(f)
    while queue:
        pid = queue[0]
        hand = s.players[pid].hand
        src = ctx["source"]
        cands = [oid for oid in hand
                 if matches(s, oid, characteristics(s, oid), e.filter, ctrl, src)]
        chosen: int | None = None
        if ans is not None:
            pick = int(ans.args[0]) if ans.args else 0
            chosen = pick if pick in cands else None
            ans = None
        elif cands and (e.may or len(cands) > 1):
            opts = [Action("choose_card", (oid,)) for oid in cands]
            if e.may:
                opts.append(Action("choose_card", (0,)))
            ask(s, ctrl, CHOOSE, opts, f"{s.players[ctrl].name}: choose a card from "
                f"{s.players[pid].name}'s hand" + (" (or none)" if e.may else ""))
            return False
        elif cands:
            chosen = cands[0]
        queue.pop(0)
        if chosen is None:
            log_event(s, "choose", "701.20a", f"{s.players[ctrl].name} chooses no card from "
                      f"{s.players[pid].name}'s hand", ctrl)
            continue
        rule = "701.9b" if e.fate is HandCardFate.DISCARD else "701.20a"
        log_event(s, "choose", rule, f"{s.players[ctrl].name} chooses "
                  f"{name_of(s, chosen)} from {s.players[pid].name}'s hand", ctrl, [chosen])
        if e.fate is HandCardFate.DISCARD:
            done.append(discard_card(s, pid, chosen, "701.9b",  # madness, CR 702.35a
                                     cause=f.data["ctx"]["controller"]))
        elif e.fate is HandCardFate.BOTTOM_THEN_DRAW:  # CR 701.20a, 401.4, 121.1
            log_event(s, "reveal", "701.20a", f"{s.players[pid].name} reveals "
                      f"{name_of(s, chosen)}", pid, [chosen])
            new = move(s, chosen, "library", position="bottom")
            log_event(s, "library_bottom", "401.4", f"{s.players[pid].name} puts "
                      f"{name_of(s, new)} on the bottom of their library", pid, [new])
            draw(s, pid)
            done.append(new)
        else:
            new = move(s, chosen, "exile")
            who = ctrl if e.fate is HandCardFate.EXILE else pid
            log_event(s, "exile", "406.3", f"{s.players[who].name} exiles {name_of(s, new)}",
                      who, [new])
            done.append(new)
    set_those(f, done)
    v.pop(_KEY, None)
    v.pop(_KEY + "_done", None)
    return True
