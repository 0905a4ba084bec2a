"""Cards "exiled with" a permanent (CR 607.2a: linked abilities): ``"At the beginning of your
end step, if there are cards exiled with ~, put them into their owner's graveyard, then ~
deals that much damage to each opponent."``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import EachOpponent, PlayerRef


@dataclass(frozen=True, slots=True)
class CardsExiledWithSource(Node):
    """The intervening "if there are cards exiled with ~" (CR 603.4, 607.2a): some card the
    source's abilities exiled is still in exile."""


@dataclass(frozen=True, slots=True)
class BuryExiledWithThenDamage(Node):
    """"Put them into their owner's graveyard, then ~ deals that much damage to [players]"
    (CR 607.2a, 120.3): the cards exiled with the source still in exile go to their owners'
    graveyards; the source deals damage equal to how many did."""

    to: PlayerRef = EachOpponent()
