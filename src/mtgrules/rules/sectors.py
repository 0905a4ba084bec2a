"""Space sculptor and sectors (CR 702.158, 704.5u).

While a permanent with space sculptor is on the battlefield, every creature is assigned to one
of the sectors alpha, beta and gamma. Unassigned creatures are assigned by their controllers
as a state-based action: first each player who controls no space sculptor permanent, in turn
order, then the others (704.5u). Once no permanent with space sculptor is on the battlefield,
all sector designations are lost (702.158).
"""

from __future__ import annotations

from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.keywords import keyword_key
from mtgrules.log import log_event, name_of
from mtgrules.rules.layers import Characteristics, battlefield_memo, compute_battlefield
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

SECTORS = ("alpha", "beta", "gamma")


def sculptors(s: GameState) -> tuple[int, ...]:
    """Permanents with space sculptor on the battlefield, in battlefield order (reused while
    the battlefield's characteristics are, :func:`~mtgrules.rules.layers.battlefield_memo`)."""
    return battlefield_memo(s, "sculptors", _sculptors_of)


def _sculptors_of(chars: dict[int, Characteristics]) -> tuple[int, ...]:
    return tuple(oid for oid, c in chars.items() if "space sculptor" in c.keywords)


def _sculptor_abilities_on_stack(s: GameState) -> bool:
    """CR 702.158b: designations stay while a player controls an ability whose source has
    space sculptor (e.g. Space Beleren's -1 on the stack after Beleren has left)."""
    key = keyword_key("space sculptor")
    for oid in s.stack:
        o = s.objects[oid]
        if o.kind != "ability" or o.source is None or o.source not in s.objects:
            continue
        src = s.objects[o.source]
        if src.zone == "battlefield":
            continue  # then it is counted by sculptors() if it has the keyword
        if key in (src.lki or {}).get("abilities", ()):
            return True
    return False


def sectors_needed(s: GameState) -> bool:
    """True if 704.5u applies: a *permanent* with space sculptor and an unassigned creature
    are on the battlefield (702.158c). Clears all designations once no player controls a
    space sculptor permanent or an ability whose source has space sculptor (702.158b)."""
    if not sculptors(s):
        if _sculptor_abilities_on_stack(s):
            return False  # designations are kept, but no new ones are given (702.158c)
        cleared = False
        objects = s.objects
        for oid in s.battlefield:
            o = objects[oid]
            if o.sector is not None:
                o.sector = None
                cleared = True
        if cleared:
            s.touch()
            log_event(s, "sectors_lost", "702.158", "no space sculptor: sector designations "
                      "are lost")
        return False
    chars = compute_battlefield(s)
    return any("Creature" in chars[oid].types and s.objects[oid].sector is None
               for oid in s.battlefield)


def _queue(s: GameState) -> list[int]:
    chars = compute_battlefield(s)
    has = {chars[oid].controller for oid in sculptors(s)}
    n = len(s.players)
    order = [(s.active + i) % n for i in range(n)]
    out: list[int] = []
    for group in ([p for p in order if p not in has], [p for p in order if p in has]):
        for p in group:
            out.extend(oid for oid in s.battlefield
                       if chars[oid].controller == p and "Creature" in chars[oid].types
                       and s.objects[oid].sector is None)
    return out


@handler("assign_sectors")
def assign_sectors_frame(s: GameState, f: Frame) -> None:
    """704.5u: one decision per unassigned creature, in the required player order."""
    ans = take_answer(f)
    if ans is not None:
        oid = f.data["obj"]
        s.objects[oid].sector = ans.args[0]
        s.touch()
        log_event(s, "sector", "704.5u", f"{name_of(s, oid)} is assigned to sector "
                  f"{ans.args[0]}", compute_battlefield(s)[oid].controller, [oid],
                  sector=ans.args[0])
    q = _queue(s)
    if not q:
        pop(s, f)
        return
    oid = q[0]
    f.data["obj"] = oid
    ask(s, compute_battlefield(s)[oid].controller, CHOOSE,
        [Action("choose", (x,)) for x in SECTORS], f"Assign {name_of(s, oid)} to a sector",
        obj=oid)
