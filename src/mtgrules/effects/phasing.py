"""The op of :class:`~mtgrules.model.phasing.PhaseOut` (CR 702.26b)."""

from __future__ import annotations

from mtgrules.effects.refs import objects, set_those
from mtgrules.model.phasing import PhaseOut
from mtgrules.rules.phasing import phase_out as phase_out_rule
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def phase_out(s: GameState, f: Frame, e: PhaseOut) -> bool:
    """The referenced permanents still on the battlefield phase out (CR 702.26b)."""
    ids = [x for x in objects(s, f, e.what) if s.objects[x].zone == "battlefield"]
    set_those(f, phase_out_rule(s, ids))
    return True
