"""Amounts of the player effects of AFR and beyond (issue 9, AFR target), each general:

- :class:`LifeLostThisTurn`: "each opponent loses life equal to the life they lost this
  turn" (CR 119.3; "they": each player the effect acts on, in turn);
- :class:`DifferentManaValues`: "draw a card for each different mana value among nonland
  cards in your graveyard" (CR 202.3);
- :class:`HandShortfall`: "if you have fewer than three cards in hand, draw cards equal to
  the difference" (CR 402);
- :class:`DifferentDungeonsCompleted`: "for each differently named dungeon you've completed"
  (CR 309.7);
- :class:`OpponentControlsMore`: the intervening "if an opponent controls more lands than
  you" (CR 603.4); :class:`OpponentControlsAtLeast`: "Activate only if an opponent controls
  four or more lands" (602.5b);
- :class:`PutOnTopOrBottom`: "Its owner puts it on their choice of the top or bottom of their
  library" (CR 401.4);
- :class:`ReturnHalf`: "Return half the creatures they control to their owner's hand,
  rounded up" (CR 107.1a);
- :class:`ExileUntilTotalManaValue`: "Each opponent exiles cards from the top of their
  library until that player has exiled cards with total mana value 20 or greater" (202.3);
- :class:`ExileGraveyard`: "Exile target player's graveyard", "Exile all graveyards" (406.1);
- :class:`LoseGame`: "[player] loses the game" (CR 104.3e).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import ObjectRef, PlayerRef


@dataclass(frozen=True, slots=True)
class LifeLostThisTurn(Node):
    """"the life they lost this turn" (CR 119.3): the life the player the effect is acting
    on lost this turn (the ability's controller outside a per-player effect)."""


@dataclass(frozen=True, slots=True)
class DifferentManaValues(Node):
    """"each different mana value among [filter] cards in your graveyard" (CR 202.3): the
    number of distinct mana values among the cards of the controller's graveyard matching
    ``filter``."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class HandShortfall(Node):
    """"if you have fewer than N cards in hand, ... equal to the difference": N minus the
    number of cards in the controller's hand, 0 when they have N or more (CR 402)."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("a hand size of at least 1")


@dataclass(frozen=True, slots=True)
class DifferentDungeonsCompleted(Node):
    """"each differently named dungeon you've completed" (CR 309.7): the number of distinct
    names among the dungeons the ability's controller has completed."""


@dataclass(frozen=True, slots=True)
class OpponentControlsMore(Node):
    """The intervening "if an opponent controls more [filter] than you" (CR 603.4): some
    opponent of the ability's controller controls more permanents matching ``filter`` than
    the controller does."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class PutOnTopOrBottom(Node):
    """"Its owner puts it on their choice of the top or bottom of their library" (CR 401.4):
    the owner of each object ``what`` names chooses; a permanent that left the battlefield
    is not moved (400.7)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class ReturnHalf(Node):
    """"Return half the [filter] they control to their owner's hand, rounded up" (CR 107.1a,
    400.7): the ability's controller chooses that many of the permanents matching ``filter``
    that ``who`` controls, one at a time."""

    filter: ObjectFilter
    who: PlayerRef


@dataclass(frozen=True, slots=True)
class ExileUntilTotalManaValue(Node):
    """"[Players] exile cards from the top of their library until that player has exiled
    cards with total mana value N or greater" (CR 202.3, 406.3): each player ``who`` names
    exiles their top card, one at a time, until the mana values of the cards they exiled this
    way add up to ``total`` (or their library is empty)."""

    who: PlayerRef
    total: int

    def _check(self) -> None:
        if self.total < 1:
            self.fail("a total of at least 1")


@dataclass(frozen=True, slots=True)
class ExileGraveyard(Node):
    """"Exile target player's graveyard" / "Exile all graveyards" (``who``: each player):
    every card in the graveyard of each player ``who`` names is exiled at once (CR 406.1,
    400.7)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class LoseGame(Node):
    """"[Player] loses the game" (CR 104.3e): each player ``who`` names loses the game."""

    who: PlayerRef
