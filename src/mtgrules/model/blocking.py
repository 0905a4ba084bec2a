"""Blocking requirements and restrictions (CR 509.1b-c) and "alone" restrictions
(506.5, 508.1c):

- rule modifications on a creature: :class:`BlocksIfAble` ("~ blocks each combat if able",
  "target creature blocks this turn if able"), :class:`MustBeBlocked` ("~ must be blocked if
  able", "... this turn if able"), :class:`AllMustBlock` ("All creatures able to block ~ do
  so."), :class:`CantAttackAlone`, :class:`CantBlockAlone`;
- the effect :class:`MustBlockIt`: "up to one target creature blocks it this combat if able",
  "target creature blocks ~ this turn if able" (a requirement naming one attacker).

Read by :mod:`mtgrules.rules.block_requirements` as blockers (and attackers) are declared.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class BlocksIfAble(Node):
    """The affected creature blocks if able (a requirement, CR 509.1c): obeyed when it
    blocks any attacker."""


@dataclass(frozen=True, slots=True)
class MustBeBlocked(Node):
    """The affected creature must be blocked if able (a requirement on the defending
    player's creatures, CR 509.1c): obeyed when at least one creature blocks it."""


@dataclass(frozen=True, slots=True)
class AllMustBlock(Node):
    """"All creatures able to block [it] do so" (CR 509.1c): a requirement on each creature
    able to block the affected attacker, obeyed by each that blocks it."""


@dataclass(frozen=True, slots=True)
class CantAttackAlone(Node):
    """The affected creature can't attack alone (a restriction, CR 508.1c, 506.5)."""


@dataclass(frozen=True, slots=True)
class CantBlockAlone(Node):
    """The affected creature can't block alone (a restriction, CR 509.1b, 506.5)."""


@dataclass(frozen=True, slots=True)
class MustBlockIt(Node):
    """"[blocker] blocks [attacker] this combat/turn if able" (CR 509.1c): a requirement on
    ``blocker`` to block that attacking creature, until end of turn. ``this_combat`` records
    the wording ("this combat" rather than "this turn")."""

    blocker: ObjectRef
    attacker: ObjectRef
    this_combat: bool = True
