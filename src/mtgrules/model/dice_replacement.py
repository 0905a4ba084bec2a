"""Replacement effects on rolling dice and gaining life (CR 614.1a):

- :class:`RollAdditionalDie`: "If you would roll one or more dice, instead roll that many
  dice plus one and ignore the lowest roll" (the ignored roll never happened, CR 706.6);
- :class:`GainLifePlus`: "If you would gain life, you gain that much life plus 1 instead."
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


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
