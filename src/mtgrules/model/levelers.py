"""Model nodes of leveler cards (CR 711) and level up (702.87).

- :class:`LevelCounters`: the condition of a level symbol's static ability, "as long as this
  creature has at least N1 level counters on it, but no more than N2" (711.2a) or "N3 or
  more" (711.2b).

The level up ability itself is an :class:`~mtgrules.model.abilities.ActivatedAbility` with
the keyword :attr:`~mtgrules.model.costs.AbilityKeyword.LEVEL_UP` putting a level counter
(:attr:`~mtgrules.model.base.CounterKind.LEVEL`) on its source (702.87a); a level symbol is a
:class:`~mtgrules.model.abilities.StaticAbility` with this condition setting the base power
and toughness (layer 7b) and granting the striation's abilities (layer 6).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node

__all__ = ["LevelCounters"]


@dataclass(frozen=True, slots=True)
class LevelCounters(Node):
    """"As long as this has at least ``low`` level counters on it[, but no more than
    ``high``]" (CR 711.2a-b; ``high`` None for "N3+")."""

    low: int
    high: int | None = None

    def _check(self) -> None:
        if self.low < 0 or (self.high is not None and self.high < self.low):
            self.fail(f"not a level range: {self.low}-{self.high}")

    def holds(self, n: int) -> bool:
        """Whether ``n`` level counters are in the range."""
        return n >= self.low and (self.high is None or n <= self.high)
