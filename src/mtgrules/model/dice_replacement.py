"""Replacement effects on rolling dice and gaining life (CR 614.1a):

- :class:`RollAdditionalDie`: "If you would roll one or more dice, instead roll that many
  dice plus one and ignore the lowest roll" (the ignored roll never happened, CR 706.6);
- :class:`GainLifePlus`: "If you would gain life, you gain that much life plus 1 instead.";
- :class:`GainLifeTwice`: "If you would gain life, you gain twice that much life instead.";
- :class:`OthersEnterWithCounters`: "Legendary creatures you control enter with an additional
  +1/+1 counter on them."
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import CounterKind, Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class RollAdditionalDie(Node):
    """The controller's die rolls are replaced by rolling one more die of that kind and
    ignoring the lowest roll (CR 614.1a, 706.6); each such effect applies once to a roll
    (616.1), so two of them roll two more dice and ignore the lowest two."""


@dataclass(frozen=True, slots=True)
class GainLifePlus(Node):
    """"If you would gain life, you gain that much life plus ``n`` instead" (CR 614.1a,
    119.10): each life gain event of the controller gains ``n`` more."""

    n: int = 1

    def _check(self) -> None:
        if self.n < 1:
            self.fail("plus at least 1")


@dataclass(frozen=True, slots=True)
class GainLifeTwice(Node):
    """"If you would gain life, you gain twice that much life instead." (CR 614.1a, 119.10;
    Rhox Faithmender): each life gain event of the controller gains double."""


@dataclass(frozen=True, slots=True)
class OthersEnterWithCounters(Node):
    """"Legendary creatures you control enter with an additional +1/+1 counter on them",
    "Each other creature you control enters with an additional +1/+1 counter on it"
    (CR 614.1c): each permanent matching ``filter`` (judged from the source's controller,
    "other": not the source) enters with ``n`` more counters of ``counter``; ``plural``
    records which of the two wordings."""

    filter: ObjectFilter
    counter: CounterKind = CounterKind.P1P1
    n: int = 1
    plural: bool = False

    def _check(self) -> None:
        if self.n < 1:
            self.fail("at least one counter")
