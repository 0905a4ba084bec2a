"""Costs a spell may or must have beyond its mana cost (CR 118.8, 118.9, 601.2b, 601.2f):
additional costs ("As an additional cost to cast this spell, sacrifice a creature"), optional
additional costs (kicker, CR 702.33) and alternative costs (spectacle, 702.137), and the
effect that checks whether an optional cost was paid ("If this spell was kicked, ...",
702.33d) is :class:`mtgrules.model.effects.IfKicked`.

They apply wherever the spell is cast from (hand, or exile with a permission to play the card:
the seed 002 ruling "You'll still pay all costs for a spell cast this way, including additional
costs. You may also pay alternative costs if any are available.").
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from mtgrules.model.base import Ability
from mtgrules.model.costs import Cost


class SpellCostKind(enum.StrEnum):
    """How a spell cost combines with the mana cost (CR 118.8-118.9)."""

    ADDITIONAL = "additional"
    """must be paid as well (CR 118.8, 601.2f)"""
    OPTIONAL = "optional"
    """may be paid as well, announced as the spell is cast (kicker, CR 702.33a, 601.2b)"""
    ALTERNATIVE = "alternative"
    """may be paid instead of the mana cost (CR 118.9, 601.2b); at most one (118.9a)"""


class SpellCostCondition(enum.StrEnum):
    """When an alternative cost may be paid."""

    ALWAYS = "always"
    OPPONENT_LOST_LIFE = "opponent_lost_life"
    """spectacle: "if an opponent lost life this turn" (CR 702.137a)"""


@dataclass(frozen=True, slots=True)
class SpellCost(Ability):
    """A static ability of a spell that adds a cost or an alternative to its mana cost
    (CR 118.8-118.9, 601.2b, 601.2f); it functions while the spell is being cast (113.6).

    ``keyword``: "kicker", "spectacle", or "" for an "As an additional cost to cast this
    spell, ..." line. ``cost``: what is paid (mana, or a sacrifice of other permanents).
    """

    kind: SpellCostKind = SpellCostKind.ADDITIONAL
    cost: Cost = Cost()
    keyword: str = ""
    condition: SpellCostCondition = SpellCostCondition.ALWAYS
    KIND: ClassVar[str] = "spell_cost"

    def _check(self) -> None:
        if self.kind is SpellCostKind.ADDITIONAL and self.keyword:
            self.fail("a keyword cost is optional or alternative")
        if self.kind is not SpellCostKind.ADDITIONAL and (
                self.cost.sacrifice is not None or self.cost.discard
                or not self.cost.mana.symbols):
            self.fail("optional and alternative costs are mana costs here")
        if self.kind is SpellCostKind.ADDITIONAL and (
                (self.cost.sacrifice is None) == (self.cost.discard == 0)
                or self.cost.mana.symbols):
            self.fail("an additional cost here sacrifices permanents or discards cards")
