"""The duration of a delayed "whenever" triggered ability (CR 603.7c, 611.2b): made by
:mod:`mtgrules.effects.delayed_triggers`, it triggers each time until its controller's next
turn begins."""

from __future__ import annotations

from typing import Any

from mtgrules.state.game_state import GameState


def has_ended(s: GameState, d: dict[str, Any]) -> bool:
    """Whether the delayed ability ``d`` (a record of ``s.delayed``) made "until your next
    turn" has ended: a later turn of its controller has begun (CR 611.2b). False for a record
    without that duration."""
    until = d.get("until")
    if not isinstance(until, list):
        return False
    player, turn = until
    return bool(s.turn > turn and s.active == player)
