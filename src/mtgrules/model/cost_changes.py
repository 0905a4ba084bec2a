"""Static abilities that change what a spell costs to cast (CR 601.2f): "Instant and sorcery
spells you cast cost {1} less to cast", "Noncreature spells cost {1} more to cast", and a
spell's own "This spell costs {1} less to cast for each artifact you control" (affinity for
artifacts, CR 702.41a). Executed by :mod:`mtgrules.rules.cost_changes` when the total cost is
determined (increases first, then reductions; a reduction lowers only the generic part).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.mana import ManaCost
from mtgrules.model.amounts import CountOf
from mtgrules.model.base import Node, Whose
from mtgrules.model.continuous import YouControlAtLeast
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.triggers import CreatureDiedThisTurn


@dataclass(frozen=True, slots=True)
class TargetsA(Node):
    """"if it targets a tapped creature": some target chosen for the spell matches
    ``filter`` (a permanent)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class ChangeSpellCost(Node):
    """A spell cost change of ``generic`` mana (more with ``more``, else less; CR 601.2f).

    On a permanent: ``spells`` (the spells it applies to; None: every spell) cast by ``who``
    (YOU: "spells you cast"; ANY: "spells cost", every player's; OPPONENT: "spells your
    opponents cast"). On the spell itself
    (``this_spell``, it functions on the stack, CR 601.2f): "This spell costs {N} less to
    cast for each [permanents]" (``per``), written "Affinity for [permanents]" when
    ``affinity`` (CR 702.41a); ``condition``: "This spell costs {N} less to cast if you
    control a Wizard" / "if a creature died this turn" / "if it targets a tapped creature".
    """

    generic: int
    more: bool = False
    spells: ObjectFilter | None = None
    who: Whose = Whose.YOU
    this_spell: bool = False
    per: CountOf | None = None
    affinity: bool = False
    condition: YouControlAtLeast | CreatureDiedThisTurn | TargetsA | None = None
    nth: int | None = None
    """"The second spell you cast each turn costs {1} less": only the caster's ``nth`` spell
    of the turn (CR 601.2f, 601.2i)"""
    colored: ManaCost = ManaCost()
    """"cost {R}{G} less to cast. This effect reduces only the amount of colored mana you
    pay": colored mana symbols the reduction removes (with ``generic`` 0)"""
    during_your_turn: bool = False
    """"Spells your opponents cast during your turn": only during the source's controller's
    turn"""

    def _check(self) -> None:
        if self.condition is not None and (not self.this_spell or self.per is not None
                                           or self.more):
            self.fail("a condition only on a spell's own fixed reduction")
        if self.generic < 1 and self.colored.is_empty():
            self.fail("a change of at least {1}")
        if not self.colored.is_empty() and (self.generic or self.more or self.this_spell or any(
                s not in "WUBRG" for s in self.colored.symbols)):
            self.fail("a reduction of colored mana only: {W}, {U}, {B}, {R} or {G} symbols")
        if self.this_spell and (self.spells is not None or self.who is not Whose.YOU):
            self.fail("a spell's own cost change names no other spells")
        if self.per is not None and not self.this_spell:
            self.fail("'for each' only on a spell's own cost change here")
        if self.affinity and (not self.this_spell or self.per is None or self.more
                              or self.generic != 1):
            self.fail("affinity: this spell costs {1} less for each ...")
        if self.this_spell and self.who is Whose.OPPONENT:
            self.fail("a spell's own cost change is its caster's")
        if (self.nth is not None or self.during_your_turn) and self.this_spell:
            self.fail("'the second spell' and 'during your turn' name other spells")
        if self.nth is not None and self.nth < 1:
            self.fail("the first spell or a later one")
