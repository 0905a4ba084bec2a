"""Rules of spells' own static abilities read while they are on the stack: "This spell can't
be countered" (CR 101.2: a "can't" beats the effect that would counter it, 701.6a)."""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.rules import CantBeCountered
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState

_CANT = CantBeCountered()


def cant_be_countered(s: GameState, spell: int) -> bool:
    """Whether the spell ``spell`` on the stack has "This spell can't be countered"."""
    return any(isinstance(a, StaticAbility) and _CANT in a.rules
               for a in characteristics(s, spell).abilities)
