"""Conditions on the spells cast this turn (CR 601.2i, 603.4): the intervening "if" ``"if it's
the second creature spell you cast this turn"`` (Vengevine) ->
:class:`~mtgrules.model.spell_history.ItsNthSpellThisTurn`. The worded conditions
(:data:`CONDITIONS`) are listed with the other intervening-if clauses of
:mod:`mtgrules.oracle.conditions`."""

from __future__ import annotations

from mtgrules.model.base import CardType
from mtgrules.model.spell_history import ItsNthSpellThisTurn

_ORDINALS = {"second": 2, "third": 3}
_TYPES = {"creature": CardType.CREATURE, "instant": CardType.INSTANT,
          "sorcery": CardType.SORCERY, "artifact": CardType.ARTIFACT,
          "enchantment": CardType.ENCHANTMENT}

CONDITIONS: tuple[tuple[str, ItsNthSpellThisTurn], ...] = tuple(
    (f"it's the {word} {noun} spell you cast this turn", ItsNthSpellThisTurn(n, frozenset({t})))
    for word, n in _ORDINALS.items() for noun, t in _TYPES.items())
"""``"it's the second creature spell you cast this turn"`` and the other ordinals and card
types: (words, condition)."""
