"""Rule modifications that stop players casting spells or activating abilities (CR 101.2:
a "can't" beats a "can"; CR 601.2, 602.5): "Your opponents can't cast spells" (Dragonlord
Dromoka), "You can't cast creature spells" (Grid Monitor), "During your turn, your opponents
can't cast spells or activate abilities of artifacts, creatures, or enchantments" (Grand
Abolisher).

Which players are stopped is written relative to the source's controller (``who``:
``YOU``, ``OPPONENT``, ``ANY``); a condition of the static ability ("During your turn, ",
CR 611.3a) is the ability's own (:attr:`~mtgrules.model.StaticAbility.condition`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.model.base import Node, Whose
from mtgrules.model.filters import Filter, ObjectFilter


def _check_who(node: Node, who: Whose) -> None:
    if who is Whose.NOT_YOU:
        node.fail("'you don't control' names no players")


@dataclass(frozen=True, slots=True)
class CantCastSpells(Node):
    """"[Players] can't cast [spells]" (CR 601.2, 101.2): an affected player can't begin to
    cast a spell ``spells`` matches (an empty filter: every spell); mana abilities and
    other actions are untouched."""

    who: Whose
    spells: ObjectFilter = field(default_factory=Filter)

    def _check(self) -> None:
        _check_who(self, self.who)


@dataclass(frozen=True, slots=True)
class CantActivateAbilitiesOf(Node):
    """"[Players] can't ... activate abilities of [permanents]" (CR 602.5, 109.2: a plain
    "artifacts" names permanents): an affected player can't activate an activated ability
    (mana abilities included, CR 605.3a) of a permanent ``sources`` matches."""

    who: Whose
    sources: ObjectFilter

    def _check(self) -> None:
        _check_who(self, self.who)
