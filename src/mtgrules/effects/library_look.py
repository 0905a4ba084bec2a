"""Looking at the top cards of a library (:class:`~mtgrules.model.library_look.LookAtTop`,
CR 701.20e, 401.2).

The cards stay in the library while they are looked at; the looker alone sees them (701.20e):
``s.extra["looked_at"]`` names the looker and the cards for the player views
(:class:`mtgrules.agents.view.PlayerView`) until the effect ends, and the log names a card
only once it is revealed or put into a public zone. Every choice is one small decision of the
looker: a card to take (or ``0``: done, when taking is optional), then, for "in any order",
the card to put on the bottom next or on top next (the first chosen for the top is the top
card). "In a random order" shuffles with the game's RNG.
"""

from __future__ import annotations

from typing import Any

from mtgrules.effects.player_effects import exile_every_card
from mtgrules.effects.refs import players, set_those
from mtgrules.effects.search import shuffle_library
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.library_look import (
    ExileLibraryShuffleHand,
    LookAtTop,
    LookAtTopMayBottom,
    LookRest,
    LookTake,
    PutFromHandOnTop,
    RevealPut,
    RevealTop,
)
from mtgrules.rules import actions
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_KEY = "look"
_OPTIONAL = (LookTake.MAY_REVEAL_ONE, LookTake.MAY_REVEAL_ANY, LookTake.ANY_TO_GRAVEYARD,
             LookTake.ANY_TO_BOTTOM)
_PROMPTS = {
    LookTake.PUT_INTO_HAND: "Put one of the cards you look at into your hand",
    LookTake.MAY_REVEAL_ONE: "You may reveal a card from among them and put it into your "
                             "hand (or none)",
    LookTake.MAY_REVEAL_ANY: "Reveal another card from among them to put into your hand "
                             "(or none: done)",
    LookTake.ANY_TO_GRAVEYARD: "Put another of them into your graveyard (or none: done)",
    LookTake.ANY_TO_BOTTOM: "Put another of them on the bottom of your library (or none: done)",
}


def look_at_top(s: GameState, f: Frame, e: LookAtTop) -> bool:
    """Look at the top cards, take some, put the rest where the effect says (see the module
    doc). True when done; False when it asked the looker."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    st: dict[str, Any] | None = v.get(_KEY)
    ans = take_answer(f)
    if st is None:
        cards = list(p.library[:e.count])
        st = {"cards": cards, "taken": [], "phase": "take", "placed": []}
        v[_KEY] = st
        s.extra["looked_at"] = {"player": pid, "cards": list(cards)}
        log_event(s, "look", "701.20e", f"{p.name} looks at the top {len(cards)} card(s) of "
                  "their library", pid)
    while True:
        phase = st["phase"]
        if phase == "take":
            if ans is not None:
                got = int(ans.args[0])
                ans = None
                if not got or e.take is LookTake.MAY_REVEAL_ONE:
                    st["phase"] = "put"
                if got:
                    st["taken"].append(got)
                continue
            opts = _take_options(s, f, e, st, pid)
            if not opts:
                st["phase"] = "put"
                continue
            ask(s, pid, CHOOSE, opts, _PROMPTS[e.take])
            return False
        if phase == "put":
            _put_taken_and_rest(s, e, st, pid)
            st["phase"] = "bottom"
            continue
        if phase in ("bottom", "top"):
            group = _group(e, st, phase)
            left = [x for x in group if x not in st["placed"] and x in p.library]
            if ans is not None and int(ans.args[0]) in left:
                _place(s, p.library, int(ans.args[0]), st, phase)
                left.remove(int(ans.args[0]))
                ans = None
            if len(left) > 1:
                where = "on the bottom of your library next" if phase == "bottom" else \
                    "on top of your library next (the first chosen is the top card)"
                ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in left],
                    f"Choose the card to put {where}")
                return False
            if left:
                _place(s, p.library, left[0], st, phase)
            if phase == "top":
                _finish_top(s, p.library, st)
                break
            st["phase"] = "top"
            st["placed"] = []
            continue
        raise AssertionError(f"unknown look phase {phase!r}")
    set_those(f, list(st.get("hand", ())))
    v.pop(_KEY, None)
    s.extra.pop("looked_at", None)
    s.touch()
    return True


def _take_options(s: GameState, f: Frame, e: LookAtTop, st: dict[str, Any],
                  pid: int) -> list[Action]:
    """The cards the looker may take next (with ``0`` when taking more is optional); empty
    when taking is over."""
    lib = s.players[pid].library
    open_ = [x for x in st["cards"] if x not in st["taken"] and x in lib]
    taken = len(st["taken"])
    match e.take:
        case LookTake.NONE:
            return []
        case LookTake.PUT_INTO_HAND:
            if taken >= min(e.number, len(st["cards"])):
                return []
        case LookTake.MAY_REVEAL_ONE | LookTake.MAY_REVEAL_ANY:
            if taken and e.take is LookTake.MAY_REVEAL_ONE:
                return []
            src = f.data["ctx"]["source"]
            assert e.filter is not None
            open_ = [x for x in open_ if matches(s, x, characteristics(s, x), e.filter, pid,
                                                 src)]
        case LookTake.ANY_TO_GRAVEYARD | LookTake.ANY_TO_BOTTOM:
            pass
    opts = [Action("choose_card", (x,)) for x in open_]
    if opts and e.take in _OPTIONAL:
        opts.append(Action("choose_card", (0,)))
    return opts


def _put_taken_and_rest(s: GameState, e: LookAtTop, st: dict[str, Any], pid: int) -> None:
    """The taken cards go to the hand (revealed first when the effect says so, CR 701.20a)
    or the graveyard; the rest into the graveyard or, in a random order, on the bottom."""
    p = s.players[pid]
    hand: list[int] = []
    for oid in st["taken"]:
        if e.take in (LookTake.MAY_REVEAL_ONE, LookTake.MAY_REVEAL_ANY):
            log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", pid, [oid])
            bonus = e.bonus_if is not None and matches(s, oid, characteristics(s, oid),
                                                       e.bonus_if, pid, None)
            new = move(s, oid, "hand")
            log_event(s, "put_in_hand", "701.20e", f"{p.name} puts {name_of(s, new)} into "
                      "their hand", pid, [new])
            hand.append(new)
            if bonus:  # "If it's legendary, you gain 3 life"
                actions.gain_life(s, pid, e.bonus_life)
        elif e.take is LookTake.PUT_INTO_HAND:
            hand.append(move(s, oid, "hand"))
            log_event(s, "put_in_hand", "701.20e", f"{p.name} puts a card into their hand", pid)
        elif e.take is LookTake.ANY_TO_GRAVEYARD:
            new = move(s, oid, "graveyard")
            log_event(s, "put_in_graveyard", "701.20e", f"{p.name} puts {name_of(s, new)} into "
                      "their graveyard", pid, [new])
    st["hand"] = hand
    rest = [x for x in st["cards"] if x not in st["taken"] and x in p.library]
    st["rest"] = rest
    if e.rest is LookRest.GRAVEYARD:
        for oid in rest:
            new = move(s, oid, "graveyard")
            log_event(s, "put_in_graveyard", "701.20e", f"{p.name} puts {name_of(s, new)} into "
                      "their graveyard", pid, [new])
    elif e.rest is LookRest.BOTTOM_RANDOM and rest:
        order = list(rest)
        s.rng.shuffle(order)
        for oid in order:
            p.library.remove(oid)
            p.library.append(oid)
        log_event(s, "library_bottom", "701.20e", f"{p.name} puts {len(order)} card(s) on the "
                  "bottom of their library in a random order", pid)


def _group(e: LookAtTop, st: dict[str, Any], phase: str) -> list[int]:
    """The cards ordered in this phase: on the bottom, or back on top."""
    if phase == "bottom":
        if e.take is LookTake.ANY_TO_BOTTOM:
            return list(st["taken"])
        return list(st["rest"]) if e.rest is LookRest.BOTTOM_ANY_ORDER else []
    return list(st["rest"]) if e.rest is LookRest.TOP_ANY_ORDER else []


def _place(s: GameState, library: list[int], oid: int, st: dict[str, Any], phase: str) -> None:
    """Put one card on the bottom now, or note its place on top (placed by
    :func:`_finish_top`)."""
    st["placed"].append(oid)
    if phase == "bottom":
        library.remove(oid)
        library.append(oid)


def _finish_top(s: GameState, library: list[int], st: dict[str, Any]) -> None:
    """Put the cards back on top in the order chosen (the first chosen on top)."""
    order = [x for x in st["placed"] if x in library]
    for oid in order:
        library.remove(oid)
    library[0:0] = order


def put_from_hand_on_top(s: GameState, f: Frame, e: PutFromHandOnTop) -> bool:
    """The controller puts ``count`` cards from their hand on top of their library (all if
    fewer), choosing one at a time; each goes on top, so the last chosen is the top card. The
    log names none of them (both zones are hidden, CR 401.2, 402.3). True when done."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    left = int(v.get("put_on_top", min(e.count, len(p.hand))))
    ans = take_answer(f)
    if ans is not None:
        move(s, int(ans.args[0]), "library")  # on top (CR 401.1)
        left -= 1
        log_event(s, "put_on_library", "401.1", f"{p.name} puts a card from their hand on top "
                  "of their library", pid)
    if left > 0 and len(p.hand) > 1:
        v["put_on_top"] = left
        ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in p.hand],
            f"Choose a card from your hand to put on top of your library ({left} left; the "
            "last chosen is the top card)")
        return False
    for oid in list(p.hand)[:left]:  # one card left in hand: no choice
        move(s, oid, "library")
        log_event(s, "put_on_library", "401.1", f"{p.name} puts a card from their hand on top "
                  "of their library", pid)
    v.pop("put_on_top", None)
    return True


def reveal_top(s: GameState, f: Frame, e: RevealTop) -> bool:
    """Reveal the top ``count`` cards (CR 701.20a: named in the log for every player), put
    the matching ones (all, or the one the controller may choose) into the hand and the rest
    into the graveyard, each group at once."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    ans = take_answer(f)
    cards: list[int] | None = v.get("revealed")
    src = f.data["ctx"]["source"]
    if cards is None:
        cards = list(p.library[:e.count])
        v["revealed"] = cards
        for oid in cards:
            log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", pid, [oid])
    fit = [x for x in cards if matches(s, x, characteristics(s, x), e.filter, pid, src)]
    if e.put is RevealPut.ALL_MATCHING_TO_HAND:
        take = fit
    elif ans is None:
        if fit:
            ask(s, pid, CHOOSE, [*(Action("choose_card", (x,)) for x in fit),
                                 Action("choose_card", (0,))],
                "You may put a card from among them into your hand (or none)")
            return False
        take = []
    else:
        take = [int(ans.args[0])] if int(ans.args[0]) else []
    v.pop("revealed", None)
    hand = []
    for oid in take:
        new = move(s, oid, "hand")
        hand.append(new)
        log_event(s, "put_in_hand", "701.20a", f"{p.name} puts {name_of(s, new)} into their "
                  "hand", pid, [new])
    for oid in cards:
        if oid not in take and oid in p.library:
            new = move(s, oid, "graveyard")
            log_event(s, "put_in_graveyard", "701.20a", f"{p.name} puts {name_of(s, new)} into "
                      "their graveyard", pid, [new])
    set_those(f, hand)
    s.touch()
    return True


def look_at_top_may_bottom(s: GameState, f: Frame, e: LookAtTopMayBottom) -> bool:
    """The controller looks at the top card of the library of the player ``e.who`` names
    (CR 701.20e: only the looker sees it, ``s.extra["looked_at"]`` while they choose), then
    may put it on the bottom of that library (401.4, 608.2d). Nothing happens for an empty
    library or an illegal target (608.2b). True when done; False when it asked."""
    pid = int(f.data["ctx"]["controller"])
    ans = take_answer(f)
    if ans is None:
        owners = [p for p in players(s, f, e.who) if s.players[p].library]
        if not owners:
            return True
        p = s.players[owners[0]]
        top = p.library[0]
        f.data["ctx"]["vars"]["look_one"] = top
        s.extra["looked_at"] = {"player": pid, "cards": [top]}
        log_event(s, "look", "701.20e", f"{s.players[pid].name} looks at the top card of "
                  f"{p.name}'s library", pid)
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"Put {name_of(s, top)} on the bottom of {p.name}'s library?")
        return False
    top = int(f.data["ctx"]["vars"].pop("look_one"))
    s.extra.pop("looked_at", None)
    o = s.objects.get(top)
    if ans.kind == "yes" and o is not None and o.zone == "library":
        lib = s.players[o.owner].library
        lib.remove(top)
        lib.append(top)
        log_event(s, "library_bottom", "401.4", f"{s.players[pid].name} puts the card on the "
                  f"bottom of {s.players[o.owner].name}'s library", pid)
    s.touch()
    return True


def exile_library_shuffle_hand(s: GameState, f: Frame, e: ExileLibraryShuffleHand) -> bool:
    """Every card of the library of each player ``e.who`` names is exiled (CR 406.1, 400.7),
    then that player shuffles their hand into their library (701.24a)."""
    for pid in players(s, f, e.who):
        p = s.players[pid]
        exile_every_card(s, pid, "library")
        hand = list(p.hand)
        for oid in hand:
            move(s, oid, "library")
        log_event(s, "shuffle_into_library", "701.24a", f"{p.name} shuffles their hand "
                  f"({len(hand)} card{'' if len(hand) == 1 else 's'}) into their library", pid)
        shuffle_library(s, pid)
    return True
