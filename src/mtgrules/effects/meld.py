"""The effect "exile them, then meld them into [name]" (CR 701.42a), executed by
:func:`mtgrules.rules.meld.meld`; when its controller owns and controls several permanents
with the partner's name, they choose which one (a ``choose_card`` decision)."""

from __future__ import annotations

from mtgrules.engine import ask, take_answer
from mtgrules.model.meld import Meld
from mtgrules.rules.meld import meld
from mtgrules.rules.meld_condition import meld_partners, owns_and_controls
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

__all__ = ["meld_effect"]


def meld_effect(s: GameState, f: Frame, e: Meld) -> bool:
    """Meld the source with a permanent named ``e.partner``; True when done, False while a
    choice is pending."""
    ctx = f.data["ctx"]
    source, player = ctx.get("source"), int(ctx["controller"])
    if not owns_and_controls(s, source, player):
        return True  # nothing to meld (CR 701.42c)
    assert isinstance(source, int)
    partners = meld_partners(s, source, player, e.partner, e.card_type)
    if not partners:
        return True
    chosen = partners[0]
    if len(partners) > 1:
        ans = take_answer(f)
        if ans is None or ans.args[0] not in partners:
            ask(s, player, CHOOSE, [Action("choose_card", (x,)) for x in partners],
                f"Which {e.partner} melds (CR 701.42a)?")
            return False
        chosen = int(ans.args[0])
    meld(s, source, chosen, e.into, player)
    return True
