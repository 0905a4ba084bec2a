"""Mass removal by a counted mana value (CR 202.3, 701.8, 608.2h).

- :class:`DestroyEachWithManaValue`: "Destroy each nonland permanent with mana value equal to
  the number of charge counters on ~" (the amount is counted once, as the effect begins).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class DestroyEachWithManaValue(Node):
    """Destroy (CR 701.8) every permanent matching ``filter`` whose mana value (CR 202.3)
    equals ``mana_value``, an amount read once as the effect begins (608.2h; a source
    sacrificed to pay the cost is read as it last existed). All are destroyed at once."""

    filter: ObjectFilter
    mana_value: Amount
