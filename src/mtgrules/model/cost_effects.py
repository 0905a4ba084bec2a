"""One-shot effects of Elspeth Conquers Death's kind: a spell cost change for a while (CR
611.2a, 601.2f: "Noncreature spells your opponents cast cost {2} more to cast until your
next turn"), and a counter of the controller's choice ("Put a +1/+1 counter or a loyalty
counter on it", CR 122.1, 608.2d)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import CounterKind, Node
from mtgrules.model.cost_changes import ChangeSpellCost
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class ChangeCostsUntilYourNextTurn(Node):
    """"[Spells] [who] cast cost {N} more/less to cast until your next turn" (CR 611.2a,
    601.2f): from now until the controller's next turn begins, ``change`` applies as a
    static ability on the battlefield would (its controller is this effect's), even if the
    source leaves the battlefield."""

    change: ChangeSpellCost

    def _check(self) -> None:
        if self.change.this_spell:
            self.fail("a spell's own cost change is no effect of another")


@dataclass(frozen=True, slots=True)
class PutCounterOfChoice(Node):
    """"Put a +1/+1 counter or a loyalty counter on [object]" (CR 122.1, 608.2d): the
    controller chooses one of ``kinds`` as the effect resolves (after the object has entered,
    if it just did) and puts one counter of that kind on it; any kind may go on any
    permanent, even one it does nothing on."""

    what: ObjectRef
    kinds: tuple[CounterKind, ...]

    def _check(self) -> None:
        if len(self.kinds) < 2 or len(set(self.kinds)) != len(self.kinds):
            self.fail("a choice of two or more kinds")
