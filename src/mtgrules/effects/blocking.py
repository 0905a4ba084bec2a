"""The op of :class:`~mtgrules.model.blocking.MustBlockIt` (CR 509.1c): a stored requirement
``{"must_block": [blocker, attacker]}`` until end of turn, read by
:mod:`mtgrules.rules.block_requirements`."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration
from mtgrules.model.blocking import MustBlockIt
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def must_block_it(s: GameState, f: Frame, e: MustBlockIt) -> bool:
    """Each referenced blocker is required to block the referenced attacker, if able."""
    ctx = f.data["ctx"]
    attackers = [a for a in objects(s, f, e.attacker) if s.objects[a].zone == "battlefield"]
    for b in objects(s, f, e.blocker):
        if s.objects[b].zone != "battlefield":
            continue
        for a in attackers:
            add_effect(s, [], [], Duration.END_OF_TURN, ctx["controller"], ctx["source"],
                       must_block=[b, a])
            log_event(s, "effect", "509.1c", f"{name_of(s, b)} blocks {name_of(s, a)} this "
                      "turn if able", ctx["controller"], [b, a])
    return True
