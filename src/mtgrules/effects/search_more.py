"""A search whose mana value is counted, "If that card is ...", and "Then shuffle"
(:mod:`mtgrules.model.search_more`; CR 701.23, 701.24, 608.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.refs import amount, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.search_more import SearchWithManaValue, Shuffle
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class IfThatCardStep:
    """"If that card is [filter], ...": skip the next ``skip`` steps unless it is."""

    filter: ObjectFilter
    skip: int


def search_with_mana_value(s: GameState, f: Frame, e: SearchWithManaValue) -> bool:
    """Search for a matching card whose mana value equals the amount (read as the search
    begins, CR 608.2h), reveal it and put it into the hand (701.23, 701.20a); finding nothing
    is allowed (701.23b). No shuffle: a later step does it."""
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
            if matches(s, oid, c, e.filter, pid, src) and (
                    c.mana_cost.mana_value() if c.mana_cost else 0) == mv and \
                    s.objects[oid].card not in seen:
                seen.add(s.objects[oid].card)
                opts.append(Action("choose_card", (oid,)))
        ask(s, pid, CHOOSE, [*opts, Action("choose_card", (0,))],
            f"Search your library for a card with mana value {mv} (or find nothing)")
        return False
    v.pop("search_mv", None)
    oid = int(ans.args[0])
    if not oid:
        log_event(s, "search", "701.23b", f"{p.name} finds nothing", pid)
        set_those(f, [])
        return True
    log_event(s, "reveal", "701.20a", f"{p.name} reveals {name_of(s, oid)}", pid, [oid])
    new = move(s, oid, "hand")
    log_event(s, "search", "701.23", f"{p.name} puts {name_of(s, new)} into their hand", pid,
              [new])
    set_those(f, [new])
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
    """The controller shuffles their library (CR 701.24a)."""
    pid = int(f.data["ctx"]["controller"])
    s.rng.shuffle(s.players[pid].library)
    s.touch()
    log_event(s, "shuffle", "701.24", f"{s.players[pid].name} shuffles their library", pid)
    return True
