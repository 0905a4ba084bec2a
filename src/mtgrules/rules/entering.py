"""Choices made as a permanent enters (CR 614.12a): "As ~ enters, you may pay N life. If you
don't, it enters tapped."; and the order of the replacement effects on the counters it
enters with (Hardened Scales and Vorinclex, CR 614.16, 616.1), the ``enter_counters`` frame.

The ``as_enters`` frame is pushed by :func:`mtgrules.rules.counters.apply_etb_replacements`
while the permanent is put onto the battlefield, so the choice is the very next thing the
engine does: no player gets priority and no triggered ability is put on the stack before
it, and "enters tapped" sets the permanent tapped without a "becomes tapped" event. (The
CR has the choice made just before it enters; nothing in the engine can observe the
difference.)
"""

from __future__ import annotations

from typing import Any

from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.rules.actions import add_counters, lose_life
from mtgrules.rules.counters import counter_applicable, counter_apply
from mtgrules.rules.layers import controller_of
from mtgrules.rules.replacement import Candidate, next_effect
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@handler("as_enters")
def as_enters_frame(s: GameState, f: Frame) -> None:
    """Ask the controller whether to pay the life; if not (or they can't, CR 119.4), the
    permanent is tapped as it enters (614.1c)."""
    d = f.data
    o = s.objects.get(d["obj"])
    pid, life = d["player"], d["life"]
    if o is None or o.zone != "battlefield" or s.players[pid].lost:
        pop(s, f)
        return
    ans = take_answer(f)
    p = s.players[pid]
    if ans is None and p.life >= life:
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"Pay {life} life? If you don't, {name_of(s, o.id)} enters tapped")
        return
    pop(s, f)
    if ans is not None and ans.kind == "yes":
        lose_life(s, pid, life, rule="119.4")
        log_event(s, "pay_life", "614.12a", f"{p.name} pays {life} life as "
                  f"{name_of(s, o.id)} enters", pid, [o.id])
        return
    o.tapped = True
    s.touch()
    log_event(s, "enters_tapped", "614.1c", f"{name_of(s, o.id)} enters tapped", pid, [o.id])


@handler("enter_counters")
def enter_counters_frame(s: GameState, f: Frame) -> None:
    """The counters a permanent enters with, after the replacement effects on them in the
    order its controller chooses (CR 614.1c, 614.16, 616.1; a ``replacement`` decision)."""
    d = f.data
    oid, kind, by = d["obj"], d["counter"], d["player"]
    if s.objects[oid].zone != "battlefield":
        pop(s, f)
        return
    chosen = [Candidate(k, src, kind=ck, n=cn) for k, src, ck, cn in d["chosen"]]
    ev: dict[str, Any] = {"n": d["n"], "log": []}
    for c in chosen:
        ev = counter_apply(ev, c)
    ans = take_answer(f)
    while True:
        nxt = next_effect(s, controller_of(s, oid), ev, [c.ident for c in chosen],
                          lambda e, done: counter_applicable(s, oid, kind, by, e, done),
                          counter_apply, ans, "Choose the replacement effect to apply first "
                          f"to the counters {name_of(s, oid)} enters with", oid)
        ans = None
        if nxt is False:
            return
        if not isinstance(nxt, Candidate):
            break
        chosen.append(nxt)
        d["chosen"].append([nxt.key, nxt.source, nxt.kind, nxt.n])
        ev = counter_apply(ev, nxt)
    pop(s, f)
    add_counters(s, oid, kind, d["n"], rule="614.1c", by=by, chosen=chosen)
