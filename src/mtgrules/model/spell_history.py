"""Amounts of the AFR Class templates: counting the spells cast this turn (CR 601.2i): "the
number of instant and sorcery spells you've cast this turn" (the spells are recorded as they
become cast, :mod:`mtgrules.rules.spell_history`), and "for each other attacking creature"
said of one object (:class:`CountOthers`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import CardType, Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class SpellsCastThisTurn(Node):
    """The number of spells the ability's controller cast this turn with any of the card
    types ``types`` (all spells when empty), counted as the amount is used (CR 601.2i)."""

    types: frozenset[CardType] = frozenset()


@dataclass(frozen=True, slots=True)
class ItsNthSpellThisTurn(Node):
    """"if it's the second creature spell you cast this turn" (Vengevine; CR 603.4, 601.2i):
    the spell whose casting triggered the ability is the ``n``-th spell with any of the card
    types ``types`` its controller cast this turn. A fact of the past: it still holds as the
    ability resolves."""

    n: int
    types: frozenset[CardType]

    def _check(self) -> None:
        if self.n < 2 or not self.types:
            self.fail("an ordinal from second and a card type")


@dataclass(frozen=True, slots=True)
class CountOthers(Node):
    """"+1/+1 for each other attacking creature" said of the objects an effect applies to: the
    number of permanents matching ``filter`` other than those objects, times ``per``
    ("+2/+2 for each ..."). In a resolving effect the amount is locked in as it resolves
    (CR 608.2h, 611.2c): :func:`mtgrules.effects.ops.apply_continuous` records the objects it
    applies to ("those") before it locks its amounts in."""

    filter: ObjectFilter
    per: int = 1

    def _check(self) -> None:
        if self.per < 1:
            self.fail("at least 1 for each")
