"""A condition on how many counters an object has (CR 122.1, 608.2c): ``"Then if it has three
or more +1/+1 counters on it, sacrifice this Aura."`` (the Ordeals; "it": the enchanted
creature the trigger's event is about).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import CounterKind, Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class HasCountersOn(Node):
    """"if it has ``at_least`` or more ``counter`` counters on it": ``obj`` is on the
    battlefield with that many counters of the kind as the effect checks (CR 608.2c)."""

    obj: ObjectRef
    counter: CounterKind
    at_least: int

    def _check(self) -> None:
        if self.at_least < 1:
            self.fail("at least one counter")
