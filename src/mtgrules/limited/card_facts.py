"""What Limited needs to know of a card: colours, mana value, card types, rarity in the set,
power and toughness, and whether the engine plays it.

Read from the card database (:mod:`mtgrules.carddb`, the front face) and the card status
(:mod:`mtgrules.cards.status`), cached per name.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cache

from mtgrules.carddb import database
from mtgrules.cards.status import find_status
from mtgrules.limited.collation import LimitedError
from mtgrules.mana import ManaCost


class Rarity(IntEnum):
    """A card's rarity in its set (CR 206.2), ordered from common to mythic rare."""

    BASIC = 0
    COMMON = 1
    UNCOMMON = 2
    RARE = 3
    MYTHIC = 4


_RARITY = {"common": Rarity.COMMON, "uncommon": Rarity.UNCOMMON, "rare": Rarity.RARE,
           "mythic": Rarity.MYTHIC, "special": Rarity.RARE, "bonus": Rarity.RARE}


@dataclass(frozen=True, slots=True)
class CardFacts:
    """A card's Limited-relevant facts: ``colors`` (``W U B R G`` letters, CR 105.2),
    ``mana_value`` (CR 202.3), ``types`` (CR 205.2a), ``rarity``, ``power``/``toughness``
    as ints (None when absent or not a number) and ``implemented`` (the engine plays it)."""

    name: str
    colors: tuple[str, ...]
    mana_value: int
    types: tuple[str, ...]
    rarity: Rarity
    power: int | None
    toughness: int | None
    implemented: bool

    @property
    def is_land(self) -> bool:
        """True for a land (CR 205.2a)."""
        return "Land" in self.types

    @property
    def is_basic_land(self) -> bool:
        """True for a basic land (CR 205.4c): what a Limited player may add freely."""
        return self.is_land and self.rarity == Rarity.BASIC

    @property
    def is_creature(self) -> bool:
        """True for a creature card (CR 205.2a)."""
        return "Creature" in self.types


def _int(text: str | None) -> int | None:
    return int(text) if text is not None and text.isdigit() else None


@cache
def card_facts(name: str, set_code: str = "AFR") -> CardFacts:
    """The facts of the card called ``name``; its rarity is its rarity in ``set_code`` (else
    the database's). Raises LimitedError for a name the database doesn't have."""
    card = database().get(name)
    if card is None:
        raise LimitedError(f"card {name!r} of a booster is not in the card database")
    face = card.front
    basic = "Basic" in face.supertypes and "Land" in face.types
    printed = next((p.rarity for p in card.printings if p.set_code == set_code.upper()),
                   card.rarity)
    rarity = Rarity.BASIC if basic else _RARITY.get(printed or "common", Rarity.COMMON)
    status = find_status(card.name)
    return CardFacts(card.name, tuple(face.colors or ()),
                     ManaCost.parse(face.mana_cost).mana_value() if face.mana_cost else 0,
                     tuple(face.types), rarity, _int(face.power), _int(face.toughness),
                     status is not None and status.implemented)
