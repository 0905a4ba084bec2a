"""Executing :mod:`mtgrules.model.all_to_owners` (CR 400.7, 401.4).

Every permanent matching the filter moves at once. For the bottom of the libraries, each
owner arranges their own cards first (CR 401.4: "the owner of those cards may arrange them in
any order"): in APNAP order (CR 101.4), an owner with two or more of them chooses, one at a
time, the card to put on the bottom next (the last chosen is the bottom card; tokens, which
cease to exist there, CR 111.7, are not asked about); then all move.
"""

from __future__ import annotations

from typing import Any

from mtgrules.effects.refs import objects, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.all_to_owners import AllToOwners, OwnersZone
from mtgrules.model.refs import Each
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_KEY = "all_to_owners"


def _apnap(s: GameState) -> list[int]:
    n = len(s.players)
    return [(s.active + i) % n for i in range(n)]


def all_to_owners(s: GameState, f: Frame, e: AllToOwners) -> bool:
    """Move every permanent ``e.filter`` matches (see the module doc). True when done; False
    when it asked an owner which card goes on the bottom next."""
    v = f.data["ctx"]["vars"]
    st: dict[str, Any] | None = v.get(_KEY)
    if st is None:
        found = [r for r in objects(s, f, Each(e.filter)) if s.objects[r].zone == "battlefield"]
        st = {"all": found, "order": []}
        v[_KEY] = st
    ans = take_answer(f)
    if ans is not None:
        st["order"].append(int(ans.args[0]))
    if e.to is OwnersZone.LIBRARY_BOTTOM:
        for pid in _apnap(s):
            left = [r for r in st["all"] if s.objects[r].owner == pid and r not in st["order"]]
            cards = [r for r in left if s.objects[r].kind != "token"]  # a token ceases to
            # exist there (CR 111.7): its place is no choice
            if len(cards) >= 2 and not s.players[pid].lost:
                ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cards],
                    "Choose the card to put on the bottom of your library next (the last "
                    "chosen is the bottom card)")
                return False
            st["order"].extend(left)
    moved = []
    for oid in st["order"] if e.to is OwnersZone.LIBRARY_BOTTOM else st["all"]:
        name = name_of(s, oid)
        if e.to is OwnersZone.HANDS:
            log_event(s, "bounce", "400.7", f"{name} returns to its owner's hand", None, [oid])
            moved.append(move(s, oid, "hand"))
        else:
            new = move(s, oid, "library", position="bottom")
            log_event(s, "library_bottom", "401.4", f"{name} is put on the bottom of its "
                      "owner's library", s.objects[new].owner, [new])
            moved.append(new)
    v.pop(_KEY, None)
    set_those(f, moved)
    return True
