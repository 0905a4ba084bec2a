"""Ops of the "tapped and attacking" effects (:mod:`mtgrules.model.attacking`, CR 508.4).

Each chooses first what each creature will attack (:func:`~mtgrules.rules.enter_attacking.
choose_defenders`, a decision only with a planeswalker to choose), then puts it onto the
battlefield tapped and attacking. Progress lives in the frame's variables (DESIGN 3).
"""

from __future__ import annotations

from mtgrules.effects.refs import amount, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.attacking import CreateTokensAttacking, PutFromHandAttacking
from mtgrules.rules.enter_attacking import choose_defenders, make_attacking
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import create_token, move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def create_tokens_attacking(s: GameState, f: Frame, e: CreateTokensAttacking) -> bool:
    """Create N tokens tapped and attacking (CR 111.2, 508.4); False while the controller
    chooses what one of them attacks."""
    pid = int(f.data["ctx"]["controller"])
    v = f.data["ctx"]["vars"]
    n = v.setdefault("attacking_n", amount(s, f, e.count))
    where = choose_defenders(s, f, pid, n)
    if where is None:
        return False
    del v["attacking_n"]
    made: list[int] = []
    for i in range(n):
        t = create_token(s, e.token, pid, tapped=True)
        made.append(t)
        log_event(s, "create_token", "111.2", f"{s.players[pid].name} creates "
                  f"{name_of(s, t)} tapped", pid, [t])
        if where:
            make_attacking(s, t, where[i])
    set_those(f, made)
    return True


def put_from_hand_attacking(s: GameState, f: Frame, e: PutFromHandAttacking) -> bool:
    """The controller may put a matching card from their hand onto the battlefield tapped and
    attacking (a ``choose`` decision, ``0`` declines; CR 400.7, 508.4)."""
    pid = int(f.data["ctx"]["controller"])
    v = f.data["ctx"]["vars"]
    if "attacking_card" not in v:
        ans = take_answer(f)
        if ans is None:
            src = f.data["ctx"]["source"]
            cands = [oid for oid in s.players[pid].hand
                     if matches(s, oid, characteristics(s, oid), e.filter, pid, src)]
            if not cands:
                return True
            ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands]
                + [Action("choose_card", (0,))],
                "Choose a card to put onto the battlefield tapped and attacking, or none")
            return False
        if not ans.args[0]:
            return True
        v["attacking_card"] = int(ans.args[0])
    where = choose_defenders(s, f, pid, 1)
    if where is None:
        return False
    oid = v.pop("attacking_card")
    if s.objects[oid].zone != "hand":
        return True
    new = move(s, oid, "battlefield", tapped=True, controller=pid)
    log_event(s, "put_onto_battlefield", "400.7", f"{s.players[pid].name} puts "
              f"{name_of(s, new)} onto the battlefield tapped", pid, [new])
    if where:
        make_attacking(s, new, where[0])
    set_those(f, [new])
    return True
