"""The ops of :mod:`mtgrules.model.each_library` (CR 701.23, 608.2g, 118.9).

:func:`exile_from_each_library`: for each player in turn order from the active player
(101.4), the ability's controller searches that player's library for a matching card (one
decision; "none" is allowed, 701.23b), exiles it, and that player shuffles (701.24a).
:func:`cast_those_free`: the controller may cast the cards exiled that way that are still in
exile, one at a time in the order they choose ("none" ends it), each without paying its mana
cost (the ``cast`` frame with the alternative cost "without paying its mana cost", 118.9;
timing ignored, 608.2g); only cards that could be cast now are offered (cascade's test,
:func:`mtgrules.effects.cascade.castable_faces`). Progress lives in the frame's variables.
"""

from __future__ import annotations

from typing import Any

from mtgrules.effects.cascade import castable_faces
from mtgrules.effects.refs import set_those
from mtgrules.effects.search import shuffle_library
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.each_library import CastThoseFree, ExileFromEachLibrary
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.spell_costs import FREE
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_KEY = "each_library"
_NO_LIMIT = 1 << 30
"""No mana value bound on the spells (cascade's test is reused with none)."""


def exile_from_each_library(s: GameState, f: Frame, e: ExileFromEachLibrary) -> bool:
    """The searches, exiles and shuffles (see the module doc). True when every player's
    library has been searched; False when the controller's choice is pending."""
    ctx = f.data["ctx"]
    ctrl, src = int(ctx["controller"]), ctx.get("source")
    v: dict[str, Any] = ctx["vars"]
    n = len(s.players)
    st: dict[str, Any] = v.setdefault(_KEY, {
        "todo": [q for q in ((s.active + i) % n for i in range(n)) if not s.players[q].lost],
        "exiled": []})
    ans = take_answer(f)
    if ans is not None and st["todo"]:
        _exile(s, ctrl, st, int(ans.args[0]))
    while st["todo"]:
        pid = st["todo"][0]
        seen: set[str] = set()
        opts = []
        for oid in s.players[pid].library:
            if s.objects[oid].card not in seen and \
                    matches(s, oid, characteristics(s, oid), e.filter, ctrl, src):
                seen.add(s.objects[oid].card)
                opts.append(Action("choose_card", (oid,)))
        if opts:
            ask(s, ctrl, CHOOSE, [*opts, Action("choose_card", (0,))],
                f"{s.players[ctrl].name}: search {s.players[pid].name}'s library for a card "
                "to exile (or find nothing)")
            return False
        _exile(s, ctrl, st, 0)
    del v[_KEY]
    set_those(f, st["exiled"])
    return True


def _exile(s: GameState, ctrl: int, st: dict[str, Any], oid: int) -> None:
    """Exile the card found in the next player's library (0: none found); they shuffle."""
    pid = st["todo"].pop(0)
    who = s.players[pid].name
    if oid:
        new = move(s, oid, "exile")
        st["exiled"].append(new)
        log_event(s, "exile", "701.23a", f"{s.players[ctrl].name} exiles {name_of(s, new)} "
                  f"from {who}'s library", ctrl, [new])
    else:
        log_event(s, "search", "701.23b", f"{s.players[ctrl].name} finds nothing in {who}'s "
                  "library", ctrl)
    shuffle_library(s, pid)


def cast_those_free(s: GameState, f: Frame, e: CastThoseFree) -> bool:
    """Offer the casts one at a time (see the module doc). True when the controller is done
    (or nothing can be cast); False while a choice is pending or a cast is under way."""
    ctx = f.data["ctx"]
    ctrl = int(ctx["controller"])
    v: dict[str, Any] = ctx["vars"]
    left: list[int] = v.setdefault("cast_free", list(v.get("those", [])))
    ans = take_answer(f)
    if ans is not None:
        oid = int(ans.args[0])
        if not oid:
            left.clear()
        elif oid in left:
            left.remove(oid)
            keys = castable_faces(s, ctrl, oid, _NO_LIMIT)
            if keys:
                log_event(s, "cast_free", "608.2g", f"{s.players[ctrl].name} casts "
                          f"{name_of(s, oid)} without paying its mana cost", ctrl, [oid])
                push(s, "cast", player=ctrl, obj=oid, stage="start", alt=FREE, faces=keys)
                return False  # this op runs again once the spell is cast
    opts = [Action("choose_card", (x,)) for x in left
            if x in s.objects and s.objects[x].zone == "exile"
            and castable_faces(s, ctrl, x, _NO_LIMIT)]
    if not opts:
        del v["cast_free"]
        return True
    ask(s, ctrl, CHOOSE, [*opts, Action("choose_card", (0,))],
        f"{s.players[ctrl].name}: cast one of those cards without paying its mana cost "
        "(or none)")
    return False
