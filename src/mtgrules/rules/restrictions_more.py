"""Blocking restrictions of the breadth templates (:mod:`mtgrules.model.breadth`), read by the
declare blockers step (:mod:`mtgrules.rules.combat`):

- "~ can't be blocked by creatures with power 2 or less", "... by Walls" (CR 509.1b):
  :class:`~mtgrules.model.breadth.CantBeBlockedBy`.
"""

from __future__ import annotations

from mtgrules.model.breadth import CantBeBlockedBy
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics
from mtgrules.state.game_state import GameState


def blockable_by(s: GameState, blocker: int, b: Characteristics, attacker: int,
                 a: Characteristics) -> bool:
    """Whether attacker ``a``'s "can't be blocked by [creatures]" restrictions allow blocker
    ``b`` (CR 509.1b); the filter is relative to the attacker's controller."""
    for r in a.rules:
        if isinstance(r, CantBeBlockedBy) and matches(s, blocker, b, r.filter, a.controller,
                                                      attacker):
            return False
    return True
