"""Conditional "enters tapped" (CR 614.1c): the condition of an
:class:`~mtgrules.model.EntersTappedUnless`, judged as the permanent enters, from its
controller's point of view."""

from __future__ import annotations

from typing import assert_never

from mtgrules.model.lands import APlayerLifeAtMost, LandCondition, OpponentsAtLeast, YouControlCount
from mtgrules.rules.filters import matches
from mtgrules.state.game_state import GameState


def condition_holds(s: GameState, cond: LandCondition, source: int, controller: int) -> bool:
    """Whether ``cond`` holds now for the permanent ``source`` controlled by ``controller``
    (``"other"`` in the filter excludes ``source`` itself)."""
    match cond:
        case YouControlCount(filter=flt, cmp=cmp, n=n):
            from mtgrules.rules.layers import compute_battlefield

            chars = compute_battlefield(s)
            k = sum(1 for x in s.battlefield if x in chars
                    and chars[x].controller == controller
                    and matches(s, x, chars[x], flt, controller, source))
            return cmp.holds(k, n)
        case APlayerLifeAtMost(n=n):
            return any(p.life <= n for p in s.players if not p.lost)
        case OpponentsAtLeast(n=n):
            return sum(1 for p in s.players if not p.lost and p.index != controller) >= n
        case _:
            assert_never(cond)
