"""Which players can't gain life (CR 119.7): the static abilities of permanents with
:class:`~mtgrules.model.life_gain.CantGainLife`."""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.base import Whose
from mtgrules.model.life_gain import CantGainLife
from mtgrules.rules.layers import Characteristics, battlefield_memo
from mtgrules.state.game_state import GameState


def _rules(chars: dict[int, Characteristics]) -> tuple[tuple[int, Whose], ...]:
    return tuple((c.controller, r.who) for c in chars.values() for a in c.abilities
                 if isinstance(a, StaticAbility) for r in a.rules if isinstance(r, CantGainLife))


def cant_gain_life(s: GameState, player: int) -> bool:
    """Whether a static ability says ``player`` can't gain life (CR 119.7): "Your opponents
    can't gain life" of a permanent another player controls, "You can't gain life" of one
    they control, "Players can't gain life"."""
    for controller, who in battlefield_memo(s, "cant_gain_life", _rules):
        if who is Whose.ANY or (who is Whose.YOU) == (controller == player):
            return True
    return False
