"""Overload (CR 702.96): ``"Overload {3}{R}{R}{R}"`` is an alternative cost
(:class:`~mtgrules.model.spell_costs.SpellCost`, keyword ``"overload"``, 702.96a); a spell
cast for it has its text changed, every "target" replaced by "each" (702.96b), so it has no
targets. :class:`OverloadedSpell` is that changed spell ability, compiled from the card's own
spell text with the words replaced; it has no line of its own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtgrules.model.abilities import SpellAbility
from mtgrules.model.base import Ability

OVERLOAD = "overload"
"""The keyword of the overload alternative cost (CR 702.96a)."""


@dataclass(frozen=True, slots=True)
class OverloadedSpell(Ability):
    """The spell ability a spell cast for its overload cost resolves with (CR 702.96b):
    ``spell`` is the card's spell ability read from its text with "target" replaced by
    "each" (``text``, which the compiler proves by rendering ``spell`` back)."""

    spell: SpellAbility
    KIND: ClassVar[str] = "overloaded_spell"

    def _check(self) -> None:
        if self.spell.targets or self.spell.modes or not self.spell.effect:
            self.fail("an overloaded spell has an effect and no targets (CR 702.96b)")
