"""Rules on gaining life (CR 119): "Your opponents can't gain life" (Erebos, God of the
Dead), "Players can't gain life", "You can't gain life" (:class:`CantGainLife`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Whose


@dataclass(frozen=True, slots=True)
class CantGainLife(Node):
    """"[Players] can't gain life" (CR 119.7, 119.8): a life gain of an affected player
    doesn't happen; ``who`` is relative to the source's controller (``YOU``, ``OPPONENT``,
    ``ANY``)."""

    who: Whose

    def _check(self) -> None:
        if self.who is Whose.NOT_YOU:
            self.fail("'you don't control' names no players who can't gain life")
