"""Model nodes of mutate (CR 702.140) and merged permanents (729).

- :class:`Mutates`: the trigger event "Whenever this creature mutates" (702.140d): a mutating
  creature spell merged with it as it resolved.

The mutate ability itself is a :class:`~mtgrules.model.spell_costs.SpellCost`, an alternative
cost with the keyword :data:`MUTATE` (702.140a); its target, "a non-Human creature with the
same owner as this spell", uses :attr:`~mtgrules.model.filters.Predicate.SAME_OWNER`
(:data:`mtgrules.rules.mutate.MUTATE_TARGET`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node

__all__ = ["MUTATE", "Mutates"]

MUTATE = "mutate"
"""The keyword of the mutate alternative cost (CR 702.140a)."""


@dataclass(frozen=True, slots=True)
class Mutates(Node):
    """"Whenever this creature mutates" (CR 702.140d): a mutating creature spell merged with
    the source as it resolved (on top of it or under it)."""
