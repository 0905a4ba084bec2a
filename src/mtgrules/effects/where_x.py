"""The ops of :mod:`mtgrules.model.where_x`: X defined by the text (CR 107.3c) and the life
lost this way (CR 119.3)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.refs import amount, players
from mtgrules.log import log_event
from mtgrules.model.amounts import Amount
from mtgrules.model.where_x import GainLifeLostThisWay
from mtgrules.rules import actions
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class DefineXStep:
    """The first step of a flattened :class:`~mtgrules.model.WhereX`: X takes ``value``'s
    value now, for the steps after it (CR 107.3c, 608.2h)."""

    value: Amount


def define_x(s: GameState, f: Frame, e: DefineXStep) -> bool:
    """Determine X once, as the effect is applied (CR 608.2h), and log it."""
    ctx = f.data["ctx"]
    ctx["x"] = amount(s, f, e.value)
    log_event(s, "x_defined", "107.3c", f"X is {ctx['x']}", ctx["controller"])
    return True


def gain_life_lost_this_way(s: GameState, f: Frame, e: GainLifeLostThisWay) -> bool:
    """The player gains life equal to the life the ability's latest life-loss effect made
    players lose (CR 119.3); nothing when none was lost."""
    lost = int(f.data["ctx"]["vars"].get("life_lost", 0))
    for p in players(s, f, e.who):
        actions.gain_life(s, p, lost)
    return True
