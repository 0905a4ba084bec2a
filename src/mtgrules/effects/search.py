"""Library searches and shuffles (:mod:`mtgrules.model.search`,
:class:`~mtgrules.model.effects.SearchLibrary`; CR 701.23, 701.24, 701.20a, 401.2, 608.2c).

The log keeps hidden information hidden: a card found and put into a hand without being
revealed is logged as "a card" (the hand is a hidden zone, CR 401.2 and 402.3), while a
revealed card (701.20a) and a card put onto the battlefield are named for everyone.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.refs import amount, objects, players, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Zone
from mtgrules.model.effects import SearchLibrary
from mtgrules.model.filters import Cmp, ObjectFilter
from mtgrules.model.refs import ThisObject
from mtgrules.model.search import (
    SearchAnyNumber,
    SearchWithManaValue,
    Shuffle,
    ShuffleIntoLibrary,
)
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import LAND_TYPES, characteristics
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class IfThatCardStep:
    """"If that card is [filter], ...": skip the next ``skip`` steps unless it is."""

    filter: ObjectFilter
    skip: int


def _where(to: Zone, tapped: bool) -> str:
    if to is Zone.HAND:
        return "into their hand"
    if to is Zone.LIBRARY:
        return "on top of their library"
    return "onto the battlefield" + (" tapped" if tapped else "")


def put_found(s: GameState, pid: int, oid: int, to: Zone, tapped: bool, reveal: bool) -> int:
    """Put a card found in ``pid``'s library into ``to`` (tapped), revealing it first when
    ``reveal`` (CR 701.20a); returns the new object (400.7). A card put into the hand unrevealed
    is logged without its name (the hand is hidden, 401.2)."""
    p = s.players[pid]
    if reveal:
        log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", pid, [oid])
    new = move(s, oid, to.value, tapped=tapped, controller=pid)
    if to is Zone.HAND and not reveal:
        log_event(s, "search", "701.23", f"{p.name} puts a card into their hand", pid)
    else:
        log_event(s, "search", "701.23", f"{p.name} puts {name_of(s, new)} "
                  f"{_where(to, tapped)}", pid, [new])
    return new


def shuffle_library(s: GameState, pid: int) -> None:
    """``pid`` shuffles their library (CR 701.24a)."""
    s.rng.shuffle(s.players[pid].library)
    s.touch()
    log_event(s, "shuffle", "701.24", f"{s.players[pid].name} shuffles their library", pid)


def _searcher(s: GameState, f: Frame, e: SearchLibrary) -> int | None:
    """The player who searches their library: the controller, or the player ``who`` names
    (the first, if several; None if nobody: an illegal target, CR 608.2b)."""
    if e.who == SearchLibrary(e.filter).who:
        return int(f.data["ctx"]["controller"])
    got = [p for p in players(s, f, e.who) if not s.players[p].lost]
    return got[0] if got else None


def search_library(s: GameState, f: Frame, e: SearchLibrary) -> bool:
    """Search a library for a card matching the filter, put it into a zone (tapped), then
    shuffle (CR 701.23). Finding nothing is always allowed (701.23b). ``may``: the searcher
    first chooses whether to search at all (608.2d); not searching means no shuffle."""
    v = f.data["ctx"]["vars"]
    if "searcher" not in v:
        pid = _searcher(s, f, e)
        if pid is None:
            return True
        v["searcher"] = pid
    pid = int(v["searcher"])
    p = s.players[pid]
    ans = take_answer(f)
    if e.may and not v.get("search_agreed"):
        if ans is None:
            ask(s, pid, MAY, [Action("yes"), Action("no")], "Search your library?")
            return False
        if ans.kind == "no":
            v.pop("searcher", None)
            log_event(s, "search", "608.2d", f"{p.name} doesn't search", pid)
            return True
        v["search_agreed"] = True
        ans = None
    if ans is None:
        seen: set[str] = set()
        opts = []
        src = f.data["ctx"]["source"]
        for oid in p.library:
            c = characteristics(s, oid)
            if matches(s, oid, c, e.filter, pid, src) and s.objects[oid].card not in seen:
                seen.add(s.objects[oid].card)
                opts.append(Action("choose_card", (oid,)))
        opts.append(Action("choose_card", (0,)))
        ask(s, pid, CHOOSE, opts, "Search your library for a card (or find nothing)")
        return False
    v.pop("searcher", None)
    v.pop("search_agreed", None)
    oid = int(ans.args[0])
    if oid and e.to is Zone.LIBRARY:  # "reveal it, then shuffle and put that card on top"
        if e.reveal:
            log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", pid, [oid])
        p.library.remove(oid)
        s.rng.shuffle(p.library)
        p.library.insert(0, oid)
        s.touch()
        log_event(s, "shuffle", "701.24", f"{p.name} shuffles their library and puts the card "
                  "found on top", pid)
        set_those(f, [oid])
        return True
    if oid:
        set_those(f, [put_found(s, pid, oid, e.to, e.tapped, e.reveal)])
    else:
        log_event(s, "search", "701.23b", f"{p.name} finds nothing", pid)
        set_those(f, [])
    shuffle_library(s, pid)
    return True


def search_any_number(s: GameState, f: Frame, e: SearchAnyNumber) -> bool:
    """Choose matching cards one at a time (``0``: done; CR 701.23b allows none; at most
    ``up_to`` when the search says "up to N"), then put them all into the zone at once
    (tapped; revealed first when it says so, 701.20a), then shuffle (701.23, 701.24). With
    ``other_to`` ("put one onto the battlefield tapped and the other into your hand"), the
    searcher chooses which of two cards found goes to ``to``."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    chosen: list[int] = v.setdefault("search_any", [])
    ans = take_answer(f)
    if v.get("search_split"):  # the card that goes to ``to`` (of the two found)
        assert ans is not None
        first = int(ans.args[0])
        chosen.remove(first)
        chosen.insert(0, first)
        v.pop("search_split")
        ans = None
    elif ans is not None and ans.args[0]:
        chosen.append(int(ans.args[0]))
    if not v.get("search_done") and (ans is None or ans.args[0]) and \
            not (e.up_to and len(chosen) >= e.up_to):
        src = f.data["ctx"]["source"]
        shared = _land_types_in_common(s, chosen) if e.share_land_type else None
        opts = [Action("choose_card", (oid,)) for oid in p.library if oid not in chosen and
                matches(s, oid, characteristics(s, oid), e.filter, pid, src) and
                (shared is None or bool(shared & characteristics(s, oid).subtypes))]
        if opts:
            ask(s, pid, CHOOSE, [*opts, Action("choose_card", (0,))],
                "Search your library for another card (or stop)")
            return False
    if e.other_to is not None and len(chosen) == 2 and not v.get("search_done"):
        v["search_done"] = v["search_split"] = True
        where = _where(e.to, e.tapped)
        ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in chosen],
            f"Choose the card to put {where.replace('their', 'your')} (the other goes "
            f"{_where(e.other_to, False).replace('their', 'your')})")
        return False
    v.pop("search_any", None)
    v.pop("search_done", None)
    if e.reveal:  # all revealed at once, before they move (CR 701.20a)
        for oid in chosen:
            log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", pid, [oid])
    new = []
    for i, oid in enumerate(chosen):
        to, tapped = (e.to, e.tapped) if i == 0 or e.other_to is None else (e.other_to, False)
        new.append(put_found(s, pid, oid, to, tapped, False) if not e.reveal else
                   _put_revealed(s, pid, oid, to, tapped))
    if not chosen:
        log_event(s, "search", "701.23b", f"{p.name} finds nothing", pid)
    set_those(f, new)
    shuffle_library(s, pid)
    return True


def _land_types_in_common(s: GameState, chosen: list[int]) -> frozenset[str] | None:
    """The land types every chosen card has (CR 205.3i); None before any is chosen."""
    if not chosen:
        return None
    out = frozenset(LAND_TYPES)
    for oid in chosen:
        out &= characteristics(s, oid).subtypes
    return out


def _put_revealed(s: GameState, pid: int, oid: int, to: Zone, tapped: bool) -> int:
    new = move(s, oid, to.value, tapped=tapped, controller=pid)
    log_event(s, "search", "701.23", f"{s.players[pid].name} puts {name_of(s, new)} "
              f"{_where(to, tapped)}", pid, [new])
    return new


def search_with_mana_value(s: GameState, f: Frame, e: SearchWithManaValue) -> bool:
    """Search for a matching card whose mana value equals (or is at most) the amount, read as
    the search begins (CR 608.2h), put it into the hand (revealed, 701.20a) or onto the
    battlefield (701.23); finding nothing is allowed (701.23b). It shuffles when the node
    says so (else a later :class:`Shuffle` does)."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    v = f.data["ctx"]["vars"]
    ans = take_answer(f)
    if ans is None:
        mv = v["search_mv"] = amount(s, f, e.mana_value)
        src = f.data["ctx"]["source"]
        opts = []
        seen: set[str] = set()
        for oid in p.library:
            c = characteristics(s, oid)
            have = c.mana_cost.mana_value() if c.mana_cost else 0
            if matches(s, oid, c, e.filter, pid, src) and (
                    have == mv if e.cmp is Cmp.EQ else have <= mv) and \
                    s.objects[oid].card not in seen:
                seen.add(s.objects[oid].card)
                opts.append(Action("choose_card", (oid,)))
        bound = f"{mv}" if e.cmp is Cmp.EQ else f"{mv} or less"
        ask(s, pid, CHOOSE, [*opts, Action("choose_card", (0,))],
            f"Search your library for a card with mana value {bound} (or find nothing)")
        return False
    v.pop("search_mv", None)
    oid = int(ans.args[0])
    if not oid:
        log_event(s, "search", "701.23b", f"{p.name} finds nothing", pid)
        set_those(f, [])
    else:
        set_those(f, [put_found(s, pid, oid, e.to, False, e.reveal)])
    if e.shuffle:
        shuffle_library(s, pid)
    return True


def if_that_card(s: GameState, f: Frame, e: IfThatCardStep) -> bool:
    """Skip the body unless the card the previous effect acted on matches (CR 608.2c)."""
    ctx = f.data["ctx"]
    those = [x for x in ctx["vars"].get("those", ()) if x in s.objects]
    if not any(matches(s, x, characteristics(s, x), e.filter, int(ctx["controller"]),
                       ctx["source"]) for x in those):
        f.data["pc"] += e.skip
    return True


def shuffle(s: GameState, f: Frame, e: Shuffle) -> bool:
    """The controller shuffles their library (CR 701.24a); "You may shuffle": if they choose
    to (608.2d)."""
    pid = int(f.data["ctx"]["controller"])
    if e.may:
        ans = take_answer(f)
        if ans is None:
            ask(s, pid, MAY, [Action("yes"), Action("no")], "Shuffle your library?")
            return False
        if ans.kind == "no":
            return True
    shuffle_library(s, pid)
    return True


def shuffle_into_library(s: GameState, f: Frame, e: ShuffleIntoLibrary) -> bool:
    """Put the object into its owner's library, then that player shuffles it (CR 701.24a):
    a resolving spell's "Shuffle ~ into its owner's library" (608.2n)."""
    src = f.data["ctx"]["source"]
    ids = ([src] if src in s.objects and s.objects[src].zone in ("stack", "battlefield",
                                                               "graveyard") else []) \
        if isinstance(e.what, ThisObject) else objects(s, f, e.what)
    if e.and_graveyard:  # "~ and your graveyard": every card, then one shuffle each (701.24a)
        ids = ids + [x for x in s.players[f.data["ctx"]["controller"]].graveyard
                     if x not in ids]
    owners: list[int] = []
    for oid in ids:
        o = s.objects[oid]
        owner = o.owner
        new = move(s, oid, "library")
        log_event(s, "shuffle_into_library", "701.24a", f"{s.players[owner].name} shuffles "
                  f"{name_of(s, new)} into their library", owner, [new])
        if owner not in owners:
            owners.append(owner)
        if not e.and_graveyard:
            shuffle_library(s, owner)
    for owner in owners if e.and_graveyard else ():
        shuffle_library(s, owner)
    return True
