"""Effects on a player's hand that no player chooses a card for: looking at a hand
(CR 402.3: a hand is a hidden zone; an effect may let another player look at it) and
discarding at random (CR 701.9a: "at random" cards are chosen by the game).

- :class:`LookAtHand`: ``"Look at target player's hand."`` (Gitaxian Probe)
- :class:`DiscardAtRandom`: ``"Discard a card at random."`` (Desperate Ravings, after "Draw two
  cards, then")

The engine's ops are in :mod:`mtgrules.effects.hand_effects`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Node
from mtgrules.model.refs import PlayerRef, You


@dataclass(frozen=True, slots=True)
class LookAtHand(Node):
    """"Look at [player]'s hand" (CR 402.3): the effect's controller sees the cards in the
    hand of each player ``who`` names; nothing moves."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class DiscardAtRandom(Node):
    """"[Player] discards N cards at random" (CR 701.9a): the cards are picked at random by
    the game (its seeded generator), not chosen by a player; fewer if the hand runs out."""

    count: Amount = Fixed(1)
    who: PlayerRef = You()

    def _check(self) -> None:
        if isinstance(self.count, Fixed) and self.count.n < 1:
            self.fail("discards at least one card")
