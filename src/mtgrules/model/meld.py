"""Model nodes of meld cards (CR 701.42, 712.4).

- :class:`OwnAndControlNamed`: the condition "if you both own and control ~ and a creature
  named [name]" of a meld card's ability (712.4a);
- :class:`Meld`: "exile them, then meld them into [melded name]" (701.42a): the source and
  a permanent named ``partner`` are exiled and put onto the battlefield as one melded
  permanent with their back faces up (the back face named ``into``).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import CardType, Node

__all__ = ["Meld", "OwnAndControlNamed"]


@dataclass(frozen=True, slots=True)
class OwnAndControlNamed(Node):
    """"if you both own and control ~ and a [card type] named ``name``" (CR 712.4a)."""

    name: str
    card_type: CardType = CardType.CREATURE


@dataclass(frozen=True, slots=True)
class Meld(Node):
    """"exile them, then meld them into ``into``" (CR 701.42a): exile the source and a
    permanent named ``partner`` of ``card_type`` its controller both owns and controls, then
    put the two cards onto the battlefield as one melded permanent, back faces up (the back
    face ``into``). Cards that can't be melded stay where they are (701.42c)."""

    partner: str
    into: str
    card_type: CardType = CardType.CREATURE
