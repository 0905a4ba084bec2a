"""The op of :class:`~mtgrules.model.piles.RevealTopIntoPiles` (CR 701.20a, 700.3, 401.4).

The controller reveals the top cards of their library (named in the log for every player);
an opponent (the controller chooses one if they have several) puts each card into pile 1 or
pile 2, one decision per card (700.3a: a pile may be empty); the controller chooses the pile
that goes into their hand; the other pile's cards go on the bottom of their library one at a
time in the order the controller chooses. Progress lives in the frame's variables, so a game
can be saved and cloned at every choice (DESIGN 3).
"""

from __future__ import annotations

from typing import Any

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.piles import RevealTopIntoPiles
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player

PILES = ("pile 1", "pile 2")
_KEY = "revealed_piles"


def _pile_text(s: GameState, pile: list[int]) -> str:
    return ", ".join(name_of(s, x) for x in pile) if pile else "nothing"


def reveal_top_into_piles(s: GameState, f: Frame, e: RevealTopIntoPiles) -> bool:
    """Run the reveal, the separation, the choice of pile and the bottom order (see the
    module doc). True when done; False when a decision is pending."""
    ctx = f.data["ctx"]
    ctrl = int(ctx["controller"])
    p = s.players[ctrl]
    v: dict[str, Any] = ctx["vars"]
    ans = take_answer(f)
    st: dict[str, Any] | None = v.get(_KEY)
    if st is None:
        cards = list(p.library[:e.count])
        opponents = [q.index for q in s.players if q.index != ctrl and not q.lost]
        if not cards or not opponents:
            return True
        for oid in cards:
            log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", ctrl,
                      [oid])
        st = v[_KEY] = {"todo": cards, "piles": [[], []], "bottom": None,
                        "opponent": opponents[0] if len(opponents) == 1 else None}
        if st["opponent"] is None:
            ask(s, ctrl, CHOOSE, [Action("choose_card", (player_ref(q),)) for q in opponents],
                f"{p.name}: choose the opponent who separates the cards into two piles")
            return False
    elif st["opponent"] is None:
        picked = ref_player(int(ans.args[0])) if ans is not None else None
        if picked is None:
            opponents = [q.index for q in s.players if q.index != ctrl and not q.lost]
            ask(s, ctrl, CHOOSE, [Action("choose_card", (player_ref(q),)) for q in opponents],
                f"{p.name}: choose the opponent who separates the cards into two piles")
            return False
        st["opponent"] = picked
        ans = None
    opp = int(st["opponent"])
    if st["todo"]:
        if ans is not None:
            st["piles"][PILES.index(str(ans.args[0]))].append(st["todo"].pop(0))
            ans = None
        if st["todo"]:
            ask(s, opp, CHOOSE, [Action("choose", (k,)) for k in PILES],
                f"{s.players[opp].name}: put {name_of(s, st['todo'][0])} into pile 1 or "
                "pile 2")
            return False
        log_event(s, "piles", "700.3", f"{s.players[opp].name} separates the cards into "
                  f"pile 1 ({_pile_text(s, st['piles'][0])}) and pile 2 "
                  f"({_pile_text(s, st['piles'][1])})", opp)
    if st["bottom"] is None:
        if ans is None:
            ask(s, ctrl, CHOOSE, [Action("choose", (k,)) for k in PILES],
                f"{p.name}: choose the pile to put into your hand (pile 1: "
                f"{_pile_text(s, st['piles'][0])}; pile 2: {_pile_text(s, st['piles'][1])})")
            return False
        k = PILES.index(str(ans.args[0]))
        ans = None
        log_event(s, "piles", "700.3", f"{p.name} chooses {PILES[k]}", ctrl)
        for oid in st["piles"][k]:
            if oid in p.library:
                new = move(s, oid, "hand")
                log_event(s, "put_in_hand", "701.20a", f"{p.name} puts {name_of(s, new)} into "
                          "their hand", ctrl, [new])
        st["bottom"] = [x for x in st["piles"][1 - k] if x in p.library]
    rest: list[int] = st["bottom"]
    if ans is not None and int(ans.args[0]) in rest:
        _to_bottom(s, ctrl, int(ans.args[0]), rest)
    while len(rest) == 1:
        _to_bottom(s, ctrl, rest[0], rest)
    if rest:
        ask(s, ctrl, CHOOSE, [Action("choose_card", (x,)) for x in rest],
            f"{p.name}: choose the card to put on the bottom of your library next")
        return False
    del v[_KEY]
    s.touch()
    return True


def _to_bottom(s: GameState, pid: int, oid: int, rest: list[int]) -> None:
    """Put one card of the other pile on the bottom of its owner's library (CR 401.4)."""
    library = s.players[pid].library
    rest.remove(oid)
    library.remove(oid)
    library.append(oid)
    log_event(s, "library_bottom", "401.4", f"{s.players[pid].name} puts a card on the "
              "bottom of their library", pid)
