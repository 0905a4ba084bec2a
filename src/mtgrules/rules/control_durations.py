"""The duration "for as long as you control [the source]" (CR 611.2b: Olivia Voldaren's "Gain
control of target Vampire for as long as you control Olivia Voldaren"): the effect ends when
its controller no longer controls the source. Its source leaving the battlefield ends it at
once (:func:`mtgrules.rules.durations.end_when_source_leaves`); a change of the source's
controller is seen here, whenever state-based actions are checked (before any player
receives priority, CR 704.3; :func:`mtgrules.rules.sba.check_state_based_actions`)."""

from __future__ import annotations

from mtgrules.model.base import Duration
from mtgrules.rules.layers import controller_of
from mtgrules.state.game_state import GameState

_WHILE_CONTROL = Duration.WHILE_YOU_CONTROL_SOURCE.value


def end_when_control_lost(s: GameState) -> None:
    """End the effects lasting "for as long as you control [the source]" whose controller no
    longer controls the source, or whose source is no longer on the battlefield (CR 611.2b)."""
    if not any(e.get("duration") == _WHILE_CONTROL for e in s.effects):
        return
    kept = [e for e in s.effects if e.get("duration") != _WHILE_CONTROL or (
        e.get("source") in s.objects and s.objects[e["source"]].zone == "battlefield"
        and controller_of(s, e["source"]) == e["controller"])]
    if len(kept) != len(s.effects):
        s.effects[:] = kept
        s.touch()
