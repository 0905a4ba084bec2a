"""Restrictions on attacking and blocking, and the combat damage assignment option, of static
abilities (CR 508.1c, 509.1b, 510.1c): the typed nodes, read by
:mod:`mtgrules.rules.combat_restrictions`.

- :class:`CantBeBlockedBy`: "~ can't be blocked by creatures with power 2 or less" (509.1b);
- :class:`CantAttackUnlessDefenderControls`: "~ can't attack unless defending player controls
  an Island" (508.1c);
- :class:`AssignAsThoughUnblocked`: "You may have ~ assign its combat damage as though it
  weren't blocked" (510.1c).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy(Node):
    """The affected creature can't be blocked by creatures matching ``filter`` ("can't be
    blocked by creatures with power 2 or less", "by Walls", CR 509.1b)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CantAttackUnlessDefenderControls(Node):
    """The affected creature can't attack unless the defending player controls a permanent
    matching ``filter`` ("can't attack unless defending player controls an Island",
    CR 508.1c): judged for each player or planeswalker it could attack (506.2)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class AssignAsThoughUnblocked(Node):
    """"You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c):
    when it is blocked, its controller chooses as combat damage is assigned whether it
    assigns all of it to the player or planeswalker it is attacking."""
