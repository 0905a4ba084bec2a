"""Executing extra turns (:mod:`mtgrules.model.turn_order`, CR 500.7)."""

from __future__ import annotations

from mtgrules.effects.refs import players
from mtgrules.log import log_event
from mtgrules.model.turn_order import TakeExtraTurn
from mtgrules.rules.turn_order import add_extra_turn
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def take_extra_turn(s: GameState, f: Frame, e: TakeExtraTurn) -> bool:
    """Each player ``e.who`` names gets an extra turn directly after this one (CR 500.7,
    :func:`mtgrules.rules.turn_order.add_extra_turn`); an illegal target gets none
    (608.2b)."""
    for p in players(s, f, e.who):
        add_extra_turn(s, p)
        log_event(s, "extra_turn", "500.7",
                  f"{s.players[p].name} will take an extra turn after this one", p)
    return True
