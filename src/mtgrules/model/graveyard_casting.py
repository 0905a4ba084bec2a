"""Permission to cast a card from its owner's graveyard (CR 601.3, 113.6b): ``"You may cast
this card from your graveyard as long as you control a Zombie."`` (Gravecrawler)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class CastThisFromGraveyard(Node):
    """"You may cast this card from your graveyard[ as long as you control a [permanent]]": a
    rule of a static ability that functions while its card is in its owner's graveyard (CR
    113.6b, its text says so): the owner may cast it from there with normal timing and costs
    (601.3). ``while_you_control``: the owner must control a permanent matching it (checked
    when the spell is proposed, 601.3); None for no such condition."""

    while_you_control: ObjectFilter | None = None
