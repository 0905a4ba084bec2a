"""Effects of an Aura's or Equipment's trigger on the creature it was attached to leaving the
battlefield (CR 400.7f, 603.10a).

:class:`ReturnAuraCard`: "When enchanted creature dies, return this card to its owner's hand"
(Angelic Destiny): the card the source became in its owner's graveyard, put there at the same
time as the creature or as the state-based action for an Aura attached to nothing (400.7f,
704.5m), moves to its owner's hand; nothing happens if it isn't in that graveyard (it stayed
on the battlefield, or has left the graveyard: a new object, 400.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Zone


@dataclass(frozen=True, slots=True)
class ReturnAuraCard(Node):
    """"Return this card to its owner's hand" in an enchanted creature's dies trigger (CR
    400.7f): the card the source became in its owner's graveyard moves to ``to``."""

    to: Zone = Zone.HAND

    def _check(self) -> None:
        if self.to is not Zone.HAND:
            self.fail("only 'to its owner's hand' has a wording")
