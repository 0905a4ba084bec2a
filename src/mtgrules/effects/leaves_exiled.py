"""The op of :class:`~mtgrules.model.leaves_exiled.ExileIfItWouldLeave` (CR 614.1a); the
replacement itself is applied by :func:`mtgrules.rules.zone_change.move`."""

from __future__ import annotations

from mtgrules.effects.refs import objects
from mtgrules.log import log_event, name_of
from mtgrules.model.leaves_exiled import ExileIfItWouldLeave
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

LEAVES_EXILED = "exile_if_leaves"
"""The flag in a permanent's ``chosen`` data: if it would leave the battlefield, it is exiled
instead (read by :func:`mtgrules.rules.zone_change.move`)."""


def exile_if_it_would_leave(s: GameState, f: Frame, e: ExileIfItWouldLeave) -> bool:
    """Each permanent ``e.what`` names still on the battlefield gets the replacement effect
    (CR 614.1a); one that left already is a new object it doesn't apply to (400.7)."""
    for r in objects(s, f, e.what):
        o = s.objects[r]
        if o.zone == "battlefield":
            o.chosen[LEAVES_EXILED] = True
            log_event(s, "replacement_created", "614.1a", f"If {name_of(s, r)} would leave "
                      "the battlefield, it is exiled instead", None, [r])
    return True
