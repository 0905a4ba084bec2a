"""Monstrosity (CR 701.37): the typed nodes.

- :class:`Monstrosity`: the keyword action "Monstrosity N" (701.37a): if the permanent isn't
  monstrous, put N +1/+1 counters on it and it becomes monstrous;
- :class:`BecomesMonstrous`: the trigger event "When ~ becomes monstrous" (701.37b).

"Monstrous" is a designation the permanent keeps until it leaves the battlefield (701.37b);
it is neither an ability nor a copiable value. "As long as ~ is monstrous" is a static
condition on :attr:`~mtgrules.model.filters.Predicate.MONSTROUS`
(:class:`~mtgrules.model.conditions.SourceIs`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Node
from mtgrules.model.refs import ThisObject


@dataclass(frozen=True, slots=True)
class Monstrosity(Node):
    """"Monstrosity N" (CR 701.37a): if the ability's source is on the battlefield and isn't
    monstrous, put ``n`` +1/+1 counters on it and it becomes monstrous."""

    n: Amount

    def _check(self) -> None:
        if isinstance(self.n, Fixed) and self.n.n < 1:
            self.fail("monstrosity of at least 1")


@dataclass(frozen=True, slots=True)
class BecomesMonstrous(Node):
    """"When ~ becomes monstrous" (CR 701.37b): the object itself becomes monstrous."""

    what: ThisObject = ThisObject()
