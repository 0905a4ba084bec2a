"""Executing changes to the turn structure (:mod:`mtgrules.model.turn`, CR 500.8)."""

from __future__ import annotations

from mtgrules.log import log_event
from mtgrules.model.turn import AdditionalCombatPhase
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def additional_combat_phase(s: GameState, f: Frame, e: AdditionalCombatPhase) -> bool:
    """CR 500.8: one more combat phase directly after this one (``turn_flags["extra_combats"]``,
    read by :mod:`mtgrules.rules.turn` as the end of combat step ends)."""
    s.turn_flags["extra_combats"] = int(s.turn_flags.get("extra_combats", 0)) + 1
    s.turn_flags.setdefault("combat_phases", 1)  # (a game set up in combat: this is the first)
    log_event(s, "additional_phase", "500.8", "there is an additional combat phase after this "
              "phase", int(f.data["ctx"]["controller"]))
    return True
