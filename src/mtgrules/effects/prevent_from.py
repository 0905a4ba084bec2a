"""Preventing all damage one source would deal this turn (CR 615.1a,
:class:`~mtgrules.model.prevention.PreventDamageFrom`): a stored prevention effect
``{"shield": "prevent_from"}`` whose affected object is the source, read by
:mod:`mtgrules.rules.prevention`, until end of turn (514.2)."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration
from mtgrules.model.prevention import PreventDamageFrom
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def prevent_damage_from(s: GameState, f: Frame, e: PreventDamageFrom) -> bool:
    """Create the prevention effect on the damage each object ``e.source`` names would deal
    this turn (CR 615.1a)."""
    ctx = f.data["ctx"]
    for r in objects(s, f, e.source):
        add_effect(s, [r], [], Duration.END_OF_TURN, ctx["controller"], ctx["source"],
                   shield="prevent_from")
        log_event(s, "prevention_effect", "615.1a", f"all damage {name_of(s, r)} would deal "
                  "this turn will be prevented", ctx["controller"], [r])
    return True
