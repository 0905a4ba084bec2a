"""The crew cost (CR 702.122a-b): "Tap any number of other untapped creatures you control with
total power N or greater".

Payability (:func:`can_crew`) is judged before anything is paid: the positive powers of the
other untapped creatures the player controls add up to N. While paying (CR 602.2h), the
player chooses the creatures one ``choose`` decision at a time (:func:`choose_crew`): each
option keeps the payment completable, and once the chosen creatures' total power is N or
greater the player may stop (``choose_card none``) or tap more ("any number"). Summoning-sick
creatures may crew: the cost has no {T} symbol (CR 302.6). Then :func:`pay_crew` taps them;
each "crews" the Vehicle (702.122b).
"""

from __future__ import annotations

import re
from typing import Any

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.rules.actions import tap
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_PROMPT = re.compile(r"Crew (\d+): choose a creature to tap for ")


def crew_cost_of(prompt: str) -> int | None:
    """N when ``prompt`` is the prompt of a crew cost's choice (:func:`choose_crew`), for
    agents; None for any other decision."""
    m = _PROMPT.match(prompt)
    return int(m.group(1)) if m else None


def crew_candidates(s: GameState, pid: int, src: int) -> dict[int, int]:
    """The other untapped creatures ``pid`` controls (CR 702.122a), in battlefield order,
    with their power now."""
    chars = compute_battlefield(s)
    return {x: chars[x].power or 0 for x in s.battlefield
            if x != src and not s.objects[x].tapped and chars[x].controller == pid
            and "Creature" in chars[x].types}


def can_crew(s: GameState, pid: int, src: int, n: int) -> bool:
    """Whether ``pid`` could pay Crew ``n`` of ``src`` now: the other untapped creatures they
    control have total power ``n`` or greater (CR 702.122a; negative powers need not be
    tapped)."""
    return sum(max(p, 0) for p in crew_candidates(s, pid, src).values()) >= n


def choose_crew(s: GameState, f: Frame, pid: int, src: int, n: int) -> bool:
    """The creatures to tap for Crew ``n`` of ``src``, one ``choose`` decision each (CR
    601.2h, 602.2h), kept in the frame's ``crew`` list. An option is offered only if the
    payment can still be completed with it; ``choose_card none`` ends the choice once the
    chosen total power is ``n`` or greater. False while a decision is pending."""
    d = f.data
    picks: list[int] = list(d.get("crew", ()))
    cands = crew_candidates(s, pid, src)
    total = sum(cands.get(x, 0) for x in picks)
    ans = take_answer(f)
    if ans is not None:
        x = int(ans.args[0]) if ans.args else 0
        if not x:
            d["crew"] = picks
            return True
        picks.append(x)
        total += cands[x]
    rest = {x: p for x, p in cands.items() if x not in picks}
    spare = sum(max(p, 0) for p in rest.values())
    opts = [Action("choose_card", (x,)) for x, p in rest.items()
            if total + p + spare - max(p, 0) >= n]
    d["crew"] = picks
    if total >= n:
        if not opts:
            return True
        opts.append(Action("choose_card", (0,)))
    ask(s, pid, CHOOSE, opts, f"Crew {n}: choose a creature to tap for {name_of(s, src)} "
        f"(total power {total} so far" + (", or none to stop)" if total >= n else ")"),
        obj=src)
    return False


def pay_crew(s: GameState, pid: int, src: int, d: dict[str, Any]) -> None:
    """Tap the creatures chosen for the crew cost (CR 702.122a); each crews the Vehicle
    (702.122b)."""
    for x in d.get("crew", ()):
        o = s.objects.get(x)
        if o is None or o.zone != "battlefield" or o.tapped:
            continue
        tap(s, x)
        log_event(s, "crews", "702.122b", f"{name_of(s, x)} crews {name_of(s, src)}", pid,
                  [x, src])
