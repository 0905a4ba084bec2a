"""Blocking restrictions (:mod:`mtgrules.model.combat_restrictions`), read by the
declare blockers step (:mod:`mtgrules.rules.combat`):

- "~ can't be blocked by creatures with power 2 or less", "... by Walls" (CR 509.1b):
  :class:`~mtgrules.model.combat_restrictions.CantBeBlockedBy`; "~ can't be blocked except by
  creatures with flying or reach": :class:`~mtgrules.model.blocked_except.CanBeBlockedOnlyBy`;

and attack restrictions read by the declare attackers step:

- "~ can't attack unless defending player controls an Island" (CR 508.1c):
  :class:`~mtgrules.model.combat_restrictions.CantAttackUnlessDefenderControls`.
"""

from __future__ import annotations

from mtgrules.model.blocked_except import CanBeBlockedOnlyBy
from mtgrules.model.combat_restrictions import (
    AssignAsThoughUnblocked,
    CantAttackUnlessDefenderControls,
    CantBeBlockedBy,
)
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import ref_player


def blockable_by(s: GameState, blocker: int, b: Characteristics, attacker: int,
                 a: Characteristics) -> bool:
    """Whether attacker ``a``'s "can't be blocked [except] by [creatures]" restrictions allow blocker
    ``b`` (CR 509.1b); the filter is relative to the attacker's controller."""
    for r in a.rules:
        if isinstance(r, CantBeBlockedBy) and matches(s, blocker, b, r.filter, a.controller,
                                                      attacker):
            return False
        if isinstance(r, CanBeBlockedOnlyBy) and not matches(s, blocker, b, r.filter,
                                                             a.controller, attacker):
            return False  # "can't be blocked except by [creatures]"
    return True


def attackable(s: GameState, attacker: int, a: Characteristics, defs: list[int],
               chars: dict[int, Characteristics]) -> list[int]:
    """The players and planeswalkers of ``defs`` that ``attacker`` may attack under its
    "can't attack unless defending player controls [a permanent]" restrictions (CR 508.1c):
    the defending player is the player attacked or the planeswalker's controller (506.2)."""
    needs = [r.filter for r in a.rules if isinstance(r, CantAttackUnlessDefenderControls)]
    if not needs:
        return defs
    out = []
    for d in defs:
        pl = ref_player(d)
        p = pl if pl is not None else chars[d].controller
        if all(any(chars[x].controller == p and matches(s, x, chars[x], f, a.controller,
                                                         attacker)
                   for x in s.battlefield if x in chars) for f in needs):
            out.append(d)
    return out


_UNBLOCKED = AssignAsThoughUnblocked()


def may_assign_unblocked(a: Characteristics) -> bool:
    """Whether the attacker's controller may have it assign its combat damage as though it
    weren't blocked (CR 510.1c)."""
    return _UNBLOCKED in a.rules
