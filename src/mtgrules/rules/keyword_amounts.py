"""Amounts of keyword abilities (CR 702) read by :func:`mtgrules.rules.amounts.evaluate`."""

from __future__ import annotations

from mtgrules.state.game_state import GameState


def blockers_beyond_first(s: GameState, source: int | None, times: int) -> int:
    """``times`` for each creature blocking ``source`` beyond the first (CR 702.23a)."""
    if s.combat is None or source is None:
        return 0
    n = sum(1 for b in s.combat.blocked.get(source, []) if b in s.battlefield)
    return times * max(0, n - 1)
