"""The op of :class:`~mtgrules.model.manlands.BecomesCreatureLand` (CR 611.2, 613.1d)."""

from __future__ import annotations

from mtgrules.effects.ops import apply_continuous
from mtgrules.log import log_event, name_of
from mtgrules.model.effects import ApplyContinuous
from mtgrules.model.manlands import BecomesCreatureLand
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def becomes_creature_land(s: GameState, f: Frame, e: BecomesCreatureLand) -> bool:
    """The object becomes a creature with these characteristics, keeping its other types
    (it's still a land): a continuous effect from a resolving ability (611.2c: locked in now)."""
    done = apply_continuous(s, f, ApplyContinuous(e.what, e.parts, e.duration))
    those = f.data["ctx"]["vars"].get("those", [])
    for oid in those:
        log_event(s, "becomes_creature", "613.1d", f"{name_of(s, oid)} becomes a creature",
                  None, [oid])
    return done
