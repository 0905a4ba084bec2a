"""Durations of continuous effects from resolving spells and abilities (CR 611.2b) that end
on an event: "for as long as [the source] remains on the battlefield" ends when it leaves.
"Until end of turn" ends in cleanup (514.2), "during its controller's next untap step" and
"until your next turn" in the untap step (502.3, :mod:`mtgrules.rules.turn`)."""

from __future__ import annotations

from mtgrules.model.base import Duration
from mtgrules.state.game_state import GameState

_WHILE_SOURCE = Duration.WHILE_SOURCE_REMAINS.value
_WHILE_CONTROL = Duration.WHILE_YOU_CONTROL_SOURCE.value
_ON_SOURCE = (_WHILE_SOURCE, _WHILE_CONTROL)


def end_when_source_leaves(s: GameState, oid: int) -> None:
    """Object ``oid`` leaves the battlefield: the effects lasting "for as long as" it remains
    there, or "for as long as you control" it, end (CR 611.2b)."""
    kept = [e for e in s.effects
            if not (e.get("duration") in _ON_SOURCE and e.get("source") == oid)]
    if len(kept) != len(s.effects):
        s.effects[:] = kept
        s.touch()

