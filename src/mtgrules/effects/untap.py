"""Executing :mod:`mtgrules.model.untap`: the effect's controller chooses up to N permanents
to untap (CR 701.26b, 107.1c)."""

from __future__ import annotations

from typing import Any

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.untap import UntapUpTo
from mtgrules.rules import actions
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_KEY = "untap_up_to"
"""The effect's variable holding how many permanents are still to be chosen."""


def untap_up_to(s: GameState, f: Frame, e: UntapUpTo) -> bool:
    """The controller chooses a tapped permanent matching ``e.filter`` to untap, or
    ``choose_card 0`` to stop (a ``choose`` decision), until ``e.count`` are untapped or no
    tapped one is left; each is untapped as it is chosen (CR 701.26b). Untapped permanents
    aren't offered (untapping one would do nothing). False while a decision is pending."""
    ctx = f.data["ctx"]
    ctrl = int(ctx["controller"])
    v: dict[str, Any] = ctx["vars"]
    left = int(v.get(_KEY, e.count))
    ans = take_answer(f)
    if ans is not None:
        pick = int(ans.args[0]) if ans.args else 0
        if not pick:
            v.pop(_KEY, None)
            return True
        if actions.untap(s, pick):
            log_event(s, "untap", "701.26b", f"{name_of(s, pick)} untaps", ctrl, [pick])
        left -= 1
    chars = compute_battlefield(s)
    cands = [oid for oid in s.battlefield if s.objects[oid].tapped
             and matches(s, oid, chars[oid], e.filter, ctrl, ctx.get("source"))]
    if left <= 0 or not cands:
        v.pop(_KEY, None)
        return True
    v[_KEY] = left
    ask(s, ctrl, CHOOSE, [Action("choose_card", (oid,)) for oid in cands]
        + [Action("choose_card", (0,))], f"Choose a permanent to untap ({left} left) or none")
    return False
