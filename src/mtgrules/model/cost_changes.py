"""Static abilities that change what a spell costs to cast (CR 601.2f): "Instant and sorcery
spells you cast cost {1} less to cast", "Noncreature spells cost {1} more to cast", and a
spell's own "This spell costs {1} less to cast for each artifact you control" (affinity for
artifacts, CR 702.41a). Executed by :mod:`mtgrules.rules.cost_changes` when the total cost is
determined (increases first, then reductions; a reduction lowers only the generic part).
"""

from __future__ import annotations

from dataclasses import dataclass

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
    (YOU: "spells you cast"; OPPONENT: "spells your opponents cast"; ANY: "spells cost",
    every player's). On the spell itself
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

    def _check(self) -> None:
        if self.condition is not None and (not self.this_spell or self.per is not None
                                           or self.more):
            self.fail("a condition only on a spell's own fixed reduction")
        if self.generic < 1:
            self.fail("a change of at least {1}")
        if self.this_spell and (self.spells is not None or self.who is not Whose.YOU):
            self.fail("a spell's own cost change names no other spells")
        if self.per is not None and not self.this_spell:
            self.fail("'for each' only on a spell's own cost change here")
        if self.affinity and (not self.this_spell or self.per is None or self.more
                              or self.generic != 1):
            self.fail("affinity: this spell costs {1} less for each ...")
        if self.this_spell and self.who is Whose.OPPONENT:
            self.fail("a spell's own cost change is its caster's")
