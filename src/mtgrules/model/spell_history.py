"""Amounts counting the spells cast this turn (CR 601.2i): "the number of instant and sorcery
spells you've cast this turn". The spells are recorded as they become cast
(:mod:`mtgrules.rules.spell_history`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import CardType, Node


@dataclass(frozen=True, slots=True)
class SpellsCastThisTurn(Node):
    """The number of spells the ability's controller cast this turn with any of the card
    types ``types`` (all spells when empty), counted as the amount is used (CR 601.2i)."""

    types: frozenset[CardType] = frozenset()
