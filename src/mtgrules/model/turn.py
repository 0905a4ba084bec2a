"""Changes to the turn structure made by effects (CR 500.8): the typed nodes.

- :class:`AdditionalCombatPhase`: "After this phase, there is an additional combat phase."
  (CR 500.8, 505.1a).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class AdditionalCombatPhase(Node):
    """"After this phase, there is an additional combat phase." (CR 500.8, 505.1a): a combat
    phase is added directly after the current one (no main phase between them)."""
