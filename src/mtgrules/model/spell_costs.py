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

from mtgrules.mana import ManaCost
from mtgrules.model.base import Ability
from mtgrules.model.costs import Cost

BESTOW = "bestow"
"""The keyword of the bestow alternative cost (CR 702.103a): a creature card cast for it is an
Aura spell with enchant creature (:mod:`mtgrules.rules.bestow`)."""


class SpellCostKind(enum.StrEnum):
    """How a spell cost combines with the mana cost (CR 118.8-118.9)."""

    ADDITIONAL = "additional"
    """must be paid as well (CR 118.8, 601.2f)"""
    OPTIONAL = "optional"
    """may be paid as well, announced as the spell is cast (kicker, CR 702.33a, 601.2b)"""
    ALTERNATIVE = "alternative"
    """may be paid instead of the mana cost (CR 118.9, 601.2b); at most one (118.9a)"""
    RESTRICTION = "restriction"
    """no cost: "Cast ~ only if [condition]" (CR 601.3: the spell can begin to be cast only
    while ``condition`` holds)"""


class SpellCostCondition(enum.StrEnum):
    """When an alternative cost may be paid."""

    ALWAYS = "always"
    OPPONENT_LOST_LIFE = "opponent_lost_life"
    """spectacle: "if an opponent lost life this turn" (CR 702.137a)"""
    FROM_HAND = "from_hand"
    """warp: "You may cast this card from your hand by paying [cost]" (CR 702.185a)"""
    FROM_GRAVEYARD = "from_graveyard"
    """flashback: "You may cast this card from your graveyard ... by paying [cost] rather
    than paying its mana cost" (CR 702.34a); the card may be cast from its owner's graveyard
    only this way, and the spell is exiled whenever it would leave the stack"""
    MADNESS = "madness"
    """madness: only when its trigger lets its owner cast the exiled card (CR 702.35a)"""
    MIRACLE = "miracle"
    """miracle: only when its trigger lets its owner cast the card revealed as the first card
    they drew this turn (CR 702.94a)"""
    CREATURE_DIED_THIS_TURN = "creature_died_this_turn"
    """"Cast ~ only if a creature died this turn" (CR 700.4)"""
    CAST_ANOTHER_SPELL_THIS_TURN = "cast_another_spell_this_turn"
    """"Cast ~ only if you've cast another spell this turn" (CR 601.2i)"""


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
    or_pay: ManaCost | None = None
    """an additional cost with a choice: "sacrifice a creature or pay {3}" (chosen as the
    spell is cast, CR 601.2b); ``pay_first``: written "pay {3} or ..." """
    pay_first: bool = False
    KIND: ClassVar[str] = "spell_cost"

    def _check(self) -> None:
        if self.or_pay is not None and (self.kind is not SpellCostKind.ADDITIONAL
                                        or not self.or_pay.symbols
                                        or "X" in self.or_pay.symbols):
            self.fail("'or pay [mana]' only in an additional cost, without X")
        if self.pay_first and self.or_pay is None:
            self.fail("pay_first needs or_pay")
        if self.kind is SpellCostKind.ADDITIONAL and self.keyword:
            self.fail("a keyword cost is optional or alternative")
        if self.kind is SpellCostKind.RESTRICTION and (
                self.cost != Cost() or self.keyword or self.or_pay is not None
                or self.condition is SpellCostCondition.ALWAYS):
            self.fail("a casting restriction has a condition and no cost")
        parts = (self.cost.sacrifice is not None or self.cost.life
                 or self.cost.return_to_hand is not None or self.cost.exile_from_hand is not None)
        if self.kind not in (SpellCostKind.ADDITIONAL, SpellCostKind.RESTRICTION) and (
                self.cost.discard or not (self.cost.mana.symbols or parts)
                or parts and (self.kind is not SpellCostKind.ALTERNATIVE or self.keyword
                              or self.condition is not SpellCostCondition.ALWAYS)):
            self.fail("optional and alternative costs are mana costs here, but for an "
                      "alternative cost without a keyword (\"You may sacrifice a Mountain "
                      "rather than pay ~'s mana cost\", CR 118.9)")
        if self.cost.exile_from_hand is not None and self.kind is not SpellCostKind.ALTERNATIVE:
            self.fail("exiling cards from the hand: an alternative cost here")
        if self.kind is SpellCostKind.ADDITIONAL and (
                (self.cost.sacrifice is not None) + (self.cost.discard > 0)
                + (self.cost.life > 0) + (self.cost.return_to_hand is not None) != 1
                or self.cost.mana.symbols):
            self.fail("an additional cost here sacrifices permanents, discards cards, "
                      "pays life or returns a permanent to its owner's hand")
