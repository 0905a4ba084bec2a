"""A card's Limited rating: how much a simple drafter or deck builder wants it.

This is a plain heuristic over the card's data, **not** a human pick order (the project has
no play data): rarity first (a rare is usually stronger than a common), then an efficient
creature body, a cheap spell, and a penalty for a very expensive one. A card the engine doesn't
play rates 0: it can't go in a deck that plays. Basic lands rate 0 (they are free in Limited).
"""

from __future__ import annotations

from mtgrules.limited.card_facts import CardFacts, Rarity, card_facts

#: Base rating by rarity.
RARITY_RATING: dict[Rarity, float] = {
    Rarity.BASIC: 0.0, Rarity.COMMON: 1.0, Rarity.UNCOMMON: 1.5, Rarity.RARE: 2.0,
    Rarity.MYTHIC: 2.5,
}


def rate(facts: CardFacts) -> float:
    """The rating of a card (0 for unplayable cards and basic lands; about 1 to 3.5 else):
    its rarity's base, +0.5 for a creature whose power plus toughness is at least twice its
    mana value, +0.25 for a spell of mana value 2 or 3, -0.5 for one of 6 or more."""
    if not facts.implemented or facts.is_basic_land:
        return 0.0
    score = RARITY_RATING[facts.rarity]
    if facts.is_creature and facts.power is not None and facts.toughness is not None \
            and facts.power + facts.toughness >= 2 * max(1, facts.mana_value):
        score += 0.5
    if not facts.is_land and 2 <= facts.mana_value <= 3:
        score += 0.25
    if facts.mana_value >= 6:
        score -= 0.5
    return score


def rating(name: str) -> float:
    """The rating of the card called ``name`` (see :func:`rate`)."""
    return rate(card_facts(name))
