"""Setting a life total (CR 119.5): :class:`~mtgrules.model.life_totals.LifeTotalBecomes`."""

from __future__ import annotations

from mtgrules.effects.refs import players
from mtgrules.model.life_totals import LifeTotalBecomes
from mtgrules.rules import actions
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def life_total_becomes(s: GameState, f: Frame, e: LifeTotalBecomes) -> bool:
    """Each named player gains or loses the difference between ``e.total`` and their life
    total (CR 119.5), in the order the reference gives them; never asks anything."""
    for p in players(s, f, e.who):
        diff = e.total - s.players[p].life
        if diff > 0:
            actions.gain_life(s, p, diff, rule="119.5")
        elif diff < 0:
            actions.lose_life(s, p, -diff, rule="119.5")
    return True
