"""Damage prevented to and by an object (CR 615.1a, 611.2b):
:class:`~mtgrules.model.prevention.PreventAllDamageToAndBy` as a stored prevention effect
(``{"shield": "prevent_to_and_by"}``) read by :mod:`mtgrules.rules.prevention`."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration
from mtgrules.model.prevention import PreventAllDamageToAndBy
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def prevent_to_and_by(s: GameState, f: Frame, e: PreventAllDamageToAndBy) -> bool:
    """Create the prevention effect on each permanent ``e.what`` names now (locked in, CR
    611.2c), until end of turn (514.2) or until its controller's next turn (611.2b)."""
    ctx = f.data["ctx"]
    until = "until your next turn" if e.duration is Duration.UNTIL_YOUR_NEXT_TURN \
        else "this turn"
    kind = "combat damage" if e.combat else "damage"
    for r in objects(s, f, e.what):
        if s.objects[r].zone != "battlefield":
            continue
        add_effect(s, [r], [], e.duration, ctx["controller"], ctx["source"],
                   shield="prevent_to_and_by", combat_only=e.combat)
        log_event(s, "prevention_effect", "615.1a", f"all {kind} that would be dealt to and "
                  f"dealt by {name_of(s, r)} {until} will be prevented", ctx["controller"], [r])
    return True
