"""Damage whose counted amount is written after its recipient (CR 120.2, 608.2h).

- :class:`DealDamageAmountLast`: ``"~ deals damage to [recipient] equal to [amount]"``
  (Spire Barrage: "~ deals damage to any target equal to the number of Mountains you
  control"), the same event as :class:`~mtgrules.model.effects.DealDamage` ("~ deals damage
  equal to [amount] to [recipient]"), kept apart so the rendering writes the words in the
  card's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount  # noqa: F401 (the inherited fields' types,
from mtgrules.model.effects import DealDamage
from mtgrules.model.refs import Ref  # noqa: F401  resolved in this module by Node's checks)


@dataclass(frozen=True, slots=True)
class DealDamageAmountLast(DealDamage):
    """A :class:`~mtgrules.model.effects.DealDamage` (it is dealt as one, CR 120.2; the amount
    is counted as the effect happens, 608.2h) whose text names the recipient before the
    amount: "~ deals damage to target creature equal to the number of lands you control"."""
