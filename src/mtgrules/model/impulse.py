"""Exile the top card of your library; you may play it for a while (CR 406.3, 601.3, 305.1):
``"Exile the top card of your library. Until end of turn, you may play that card."``."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import Node


class ImpulseWording(enum.StrEnum):
    """How the permission sentence is written (the rules are those of its duration)."""

    IT_THIS_TURN = "You may play it this turn"
    UNTIL_END_OF_TURN = "Until end of turn, you may play that card"
    UNTIL_NEXT_TURN = "Until the end of your next turn, you may play that card"
    IT_UNTIL_NEXT_TURN = "You may play it until the end of your next turn"
    THAT_CARD_UNTIL_NEXT_TURN = "You may play that card until the end of your next turn"
    WHILE_EXILED = "You may play that card for as long as it remains exiled"


_NEXT = (ImpulseWording.UNTIL_NEXT_TURN, ImpulseWording.IT_UNTIL_NEXT_TURN,
         ImpulseWording.THAT_CARD_UNTIL_NEXT_TURN)


@dataclass(frozen=True, slots=True)
class ExileTopPlayable(Node):
    """"Exile the top card of your library. [You may play that card for a while]": the card
    is exiled face up (CR 406.3) and its owner may play it (601.3, 305.1: normal timing, costs
    and land plays) this turn, until the end of their next turn, or for as long as it remains
    exiled (``wording`` says which); unplayed, it stays exiled. (``"You may play that card
    this turn"`` is :class:`~mtgrules.model.ExileTopMayPlay`.)"""

    wording: ImpulseWording

    @property
    def this_turn(self) -> bool:
        """Whether the permission lasts this turn only (CR 514.2)."""
        return self.wording in (ImpulseWording.IT_THIS_TURN, ImpulseWording.UNTIL_END_OF_TURN)

    @property
    def until_next_turn(self) -> bool:
        """Whether it lasts until the end of its controller's next turn."""
        return self.wording in _NEXT
