"""The op of soulbond's pairing (CR 702.95a, :class:`~mtgrules.model.soulbond.PairSoulbond`):
the controller chooses the creature to pair with, or none ("you may")."""

from __future__ import annotations

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.rules.pairing import PAIRED_WITH
from mtgrules.rules.soulbond import candidates
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def pair_soulbond(s: GameState, f: Frame) -> bool:
    """Resolve :class:`~mtgrules.model.soulbond.PairSoulbond`: the controller chooses the
    creature to pair with (or none: "you may"); True when done, False while asking."""
    ctx = f.data["ctx"]
    source, controller = ctx.get("source"), int(ctx["controller"])
    ev = ctx.get("event") or {}
    if not isinstance(source, int):
        return True
    ans = take_answer(f)
    cands = candidates(s, source, controller, ev)
    if ans is None:
        if not cands:
            return True
        ask(s, controller, CHOOSE, [Action("choose_card", (x,)) for x in cands]
            + [Action("choose_card", (0,))], f"Pair {name_of(s, source)} with a creature, "
            "or none (soulbond)")
        return False
    other = int(ans.args[0])
    if other and other in cands:
        s.objects[source].chosen[PAIRED_WITH] = other
        s.objects[other].chosen[PAIRED_WITH] = source
        s.touch()
        log_event(s, "paired", "702.95a", f"{name_of(s, source)} is paired with "
                  f"{name_of(s, other)}", controller, [source, other])
    return True
