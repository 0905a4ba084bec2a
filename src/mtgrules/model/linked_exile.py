"""Cards "exiled with" a permanent (CR 607.2a: linked abilities): ``"At the beginning of your
end step, if there are cards exiled with ~, put them into their owner's graveyard, then ~
deals that much damage to each opponent."``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.impulse import SPEND_NOUNS, AnyColorSpend
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


@dataclass(frozen=True, slots=True)
class PlayCardsExiledWith(Node):
    """"You may play cards exiled with ~[, and you may spend mana as though it were mana of
    any color to cast those spells]" (CR 607.2a, 601.3, 305.1, 609.4b): a rule of a static
    ability: while it applies, its controller may play the cards the source's own abilities
    exiled (linked abilities: a new object after a zone change has no link, 400.7) that are
    still in exile, with normal timing, costs and land plays; a card exiled face down is
    turned face up just before it is played (406.3a). ``spend``: mana may be spent as
    though it were mana of any color to cast them; ``spend_noun`` the words for the
    spells."""

    spend: AnyColorSpend = AnyColorSpend.NONE
    spend_noun: str = ""
    lands_and_spells: bool = False
    """the text says "You may play lands and cast spells from among cards exiled with ~"
    (Nightveil Specter): playing a land card and casting a spell are what "play" means
    (CR 305.1, 601.2; the rules are the same)"""

    def _check(self) -> None:
        if (self.spend is AnyColorSpend.NONE) != (self.spend_noun == "") or \
                self.spend_noun not in ("", *SPEND_NOUNS):
            self.fail("the spending clause names the spells, and only with it")
        if self.lands_and_spells and self.spend is not AnyColorSpend.NONE:
            self.fail("no spending clause after 'lands and spells'")
