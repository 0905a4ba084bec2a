"""Executing "You may play an additional land this turn" (CR 305.2a,
:mod:`mtgrules.model.land_plays`)."""

from __future__ import annotations

from mtgrules.log import log_event
from mtgrules.model.land_plays import PlayAdditionalLandsThisTurn
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def play_additional_lands(s: GameState, f: Frame, e: PlayAdditionalLandsThisTurn) -> bool:
    """"You may play an additional land this turn" (CR 305.2a): the controller's land plays
    this turn go up by ``e.count`` (``s.turn_flags["extra_land_plays"]``, reset as each turn
    begins; read by :func:`mtgrules.rules.dice_replacement.additional_land_plays`)."""
    pid = int(f.data["ctx"]["controller"])
    extra = dict(s.turn_flags.get("extra_land_plays", {}))
    extra[str(pid)] = int(extra.get(str(pid), 0)) + e.count
    s.turn_flags["extra_land_plays"] = extra
    s.touch()
    log_event(s, "additional_land", "305.2a", f"{s.players[pid].name} may play {e.count} "
              "additional land(s) this turn", pid)
    return True
