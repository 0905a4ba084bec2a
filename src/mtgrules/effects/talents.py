"""Ops of the Talents' effect templates (:mod:`mtgrules.model.talents`).

:func:`discard_unless`: "[players] discard(s) N cards unless they discard a [kind] card"
(CR 701.9a, 608.2d). Each player, in APNAP order (CR 101.4), first chooses which: a matching
card of their hand (discarded alone, and they are done) or "0" (the N cards, then chosen one
at a time like any discard); with no matching card in hand, only the N cards. Progress lives
in the frame's variables (DESIGN 3).
"""

from __future__ import annotations

from typing import Any

from mtgrules.effects.refs import players
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event
from mtgrules.model.talents import DiscardUnless
from mtgrules.rules.discard import discard_card
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _apnap(s: GameState, pids: list[int]) -> list[int]:
    n = len(s.players)
    return [p for p in ((s.active + i) % n for i in range(n)) if p in pids]


def discard_unless(s: GameState, f: Frame, e: DiscardUnless) -> bool:
    """Run the choices and discards (see the module doc); True when every player is done."""
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
                             f"{e.count} cards, 608.2d)")
                st["queue"].pop(0)
            else:
                st["left"] = e.count
                log_event(s, "choice", "608.2d", f"{s.players[pid].name} discards "
                          f"{e.count} cards", pid)
        else:
            discard_card(s, pid, oid)
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
