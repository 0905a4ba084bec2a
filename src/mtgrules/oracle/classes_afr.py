"""Sentence templates of the AFR Class cards (and the cards sharing them):

- ``"That spell deals damage to each opponent equal to the number of instant and sorcery
  spells you've cast this turn"`` (:class:`~mtgrules.model.classes_afr.ObjectDealsDamage`
  with :class:`~mtgrules.model.spell_history.SpellsCastThisTurn`, CR 120.3, 601.2i).
"""

from __future__ import annotations

import re

from mtgrules.model import EachOpponent, EventObject
from mtgrules.model.base import CardType
from mtgrules.model.classes_afr import ObjectDealsDamage
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.spell_history import SpellsCastThisTurn
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import CARD_TYPE_WORDS, TYPE_WORD

_SPELL_DAMAGE = re.compile(r"That spell deals damage to each opponent equal to the number of "
                           r"(?:(\w+) and (\w+) |(\w+) )?spells you've cast this turn")


def _types(words: list[str]) -> frozenset[CardType] | None:
    if not all(w in CARD_TYPE_WORDS for w in words) or len(set(words)) != len(words):
        return None
    return frozenset(CARD_TYPE_WORDS[w] for w in words)


def _render_types(types: frozenset[CardType]) -> str:
    order = [t for t in CardType if t in types]
    return " and ".join(TYPE_WORD[t] for t in order) + " " if order else ""


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (no final period); None if not of it."""
    m = _SPELL_DAMAGE.fullmatch(s)
    if m is not None:
        types = _types([w for w in m.groups() if w])
        if types is None:
            return None
        return [ObjectDealsDamage(EventObject(), SpellsCastThisTurn(types), EachOpponent())]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, ObjectDealsDamage) and e.source == EventObject() and \
            e.to == EachOpponent() and isinstance(e.amount, SpellsCastThisTurn):
        return ("That spell deals damage to each opponent equal to the number of "
                f"{_render_types(e.amount.types)}spells you've cast this turn")
    return None
