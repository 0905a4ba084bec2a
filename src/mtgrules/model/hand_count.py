"""The hand size of the trigger's player (CR 402.1, 603.2).

- :class:`CardsInThatPlayersHand`: "the number of cards in their hand" of a trigger naming a
  player ("Whenever equipped creature deals combat damage to a player, ~ deals damage to
  that player equal to the number of cards in their hand").
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class CardsInThatPlayersHand(Node):
    """The number of cards in the hand of the player the trigger event names (the player
    dealt damage, CR 603.2), counted as the effect happens (608.2h); 0 without one."""
