"""A search for any number of cards (:class:`~mtgrules.model.lands_animate.SearchAnyNumber`)."""

from __future__ import annotations

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Zone
from mtgrules.model.lands_animate import SearchAnyNumber
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def search_any_number(s: GameState, f: Frame, e: SearchAnyNumber) -> bool:
    """Choose matching cards one at a time (``0``: done; CR 701.23b allows none; at most
    ``up_to`` when the search says "up to N"), then put them all into the zone at once
    (tapped; revealed first when it says so, 701.20a), then shuffle (701.23, 701.24)."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    chosen: list[int] = v.setdefault("search_any", [])
    ans = take_answer(f)
    if ans is not None and ans.args[0]:
        chosen.append(int(ans.args[0]))
    if (ans is None or ans.args[0]) and not (e.up_to and len(chosen) >= e.up_to):
        src = f.data["ctx"]["source"]
        opts = [Action("choose_card", (oid,)) for oid in p.library if oid not in chosen and
                matches(s, oid, characteristics(s, oid), e.filter, pid, src)]
        if opts:
            ask(s, pid, CHOOSE, [*opts, Action("choose_card", (0,))],
                "Search your library for another card (or stop)")
            return False
    v.pop("search_any", None)
    where = "into their hand" if e.to is Zone.HAND else "onto the battlefield" + (
        " tapped" if e.tapped else "")
    for oid in chosen:
        if e.reveal:
            log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", pid, [oid])
        new = move(s, oid, e.to.value, tapped=e.tapped, controller=pid)
        log_event(s, "search", "701.23", f"{p.name} puts {name_of(s, new)} {where}", pid, [new])
    if not chosen:
        log_event(s, "search", "701.23b", f"{p.name} finds nothing", pid)
    s.rng.shuffle(p.library)
    log_event(s, "shuffle", "701.24", f"{p.name} shuffles their library", pid)
    return True
