"""Restrictions on spending mana (CR 106.6): "Spend this mana only to cast an instant or
sorcery spell or to gain a Class level." A mana ability's :class:`~mtgrules.model.AddMana`
carries the restriction; the mana it adds may be spent only on what the restriction allows
(:mod:`mtgrules.rules.mana_restrictions` keeps it apart in the pool)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class SpendOnly(Node):
    """"Spend this mana only to cast [spells] [or to gain a Class level]" (CR 106.6):
    ``spells`` the spells whose total cost it may pay (None: no spell; CR 601.2h);
    ``plural``: written "creature spells" rather than "a creature spell"; ``class_level``:
    it may pay the cost of a Class's level ability (CR 716.2a)."""

    spells: ObjectFilter | None = None
    plural: bool = False
    class_level: bool = False
    abilities: bool = False
    """"Spend this mana only to activate abilities": the cost of any activated ability
    (CR 602.2h; mana abilities are activated abilities too, but their costs are paid apart)"""
    chosen_type: bool = False
    """"a creature spell of the chosen type": the spell also has the creature type chosen as
    the mana's source entered (CR 614.12a, 607.2: it is the choice when the mana was made)"""
    uncounterable: bool = False
    """", and that spell can't be countered": a spell this mana is spent on can't be
    countered (CR 106.6: mana with an effect on the spell it pays for; 101.2)"""

    def _check(self) -> None:
        if self.spells is None and not self.class_level and not self.abilities:
            self.fail("a restriction allows some spending")
        if self.abilities and (self.spells is not None or self.class_level):
            self.fail("'to activate abilities' alone")
        if self.spells is None and self.plural:
            self.fail("'plural' describes the spells")
        if (self.chosen_type or self.uncounterable) and (self.spells is None or self.plural):
            self.fail("'of the chosen type' and 'that spell can't be countered' describe a spell")
