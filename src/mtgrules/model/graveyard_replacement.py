"""Replacement effects on cards going to a graveyard (CR 614.1a):

- :class:`ExileInsteadOfGraveyard`: "If a card or token would be put into a graveyard from
  anywhere, exile it instead." (Rest in Peace), "If a card would be put into an opponent's
  graveyard from anywhere, exile it instead." (Leyline of the Void), "If an instant or sorcery
  card would be put into a graveyard from anywhere, exile it instead." (Dryad Militant) and
  Anafenza, the Foremost's "If a nontoken creature an opponent owns would die or a creature
  card not on the battlefield would be put into an opponent's graveyard, exile that card
  instead.";
- :class:`DiscardedByOpponentEnters`: "If a spell or ability an opponent controls causes you
  to discard this card, put it onto the battlefield instead of putting it into your
  graveyard." (Loxodon Smiter, Obstinate Baloth; it functions in the hand, the zone the
  discard moves the card out of, CR 113.6m).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import Node, Whose


class GraveyardCards(enum.StrEnum):
    """Which objects a graveyard replacement exiles (see :class:`ExileInsteadOfGraveyard`)."""

    CARD = "a card"
    """any card (not a token, CR 111.1, 108.2)"""
    CARD_OR_TOKEN = "a card or token"
    """any card or token"""
    INSTANT_OR_SORCERY = "an instant or sorcery card"
    """an instant or sorcery card (CR 304, 307)"""
    CREATURE = "a creature"
    """Anafenza's "a nontoken creature [...] would die or a creature card not on the
    battlefield": a creature card (the object's creature type as it is in its zone, CR 700.4)"""


@dataclass(frozen=True, slots=True)
class ExileInsteadOfGraveyard(Node):
    """"If [what] would be put into [whose] graveyard from anywhere, exile it instead"
    (CR 614.1a, 614.6: the object is moved to exile, and it never goes to the graveyard, so
    no "dies" ability triggers, 700.4). ``whose``: the owner of the graveyard relative to the
    source's controller (``ANY``: "a graveyard", ``YOU``: "your graveyard", ``OPPONENT``: "an
    opponent's graveyard")."""

    what: GraveyardCards
    whose: Whose = Whose.ANY

    def _check(self) -> None:
        if self.whose is Whose.NOT_YOU:
            self.fail("a graveyard is 'a', 'your' or 'an opponent's'")
        if self.what is GraveyardCards.CREATURE and self.whose is not Whose.OPPONENT:
            self.fail("Anafenza's creature replacement is for an opponent's cards")


@dataclass(frozen=True, slots=True)
class DiscardedByOpponentEnters(Node):
    """"If a spell or ability an opponent controls causes you to discard this card, put it
    onto the battlefield instead of putting it into your graveyard." (CR 614.1a, 701.9a):
    discarded by the effect of a spell or ability whose controller is an opponent of the
    card's owner, the card enters the battlefield under its owner's control. A discard to
    hand size (CR 514.1) or as a cost the owner pays is not caused by an opponent."""
