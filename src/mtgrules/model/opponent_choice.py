"""A card an opponent chooses: "return a nonland card of an opponent's choice from your
graveyard to your hand" (Tasigur, the Golden Fang)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Zone
from mtgrules.model.filters import ObjectFilter, filter_zone


@dataclass(frozen=True, slots=True)
class ReturnOpponentsChoice(Node):
    """"Return a [filter] card of an opponent's choice from your graveyard to your hand"
    (CR 400.7, 608.2d): an opponent (the controller chooses which when they have several)
    chooses one card matching ``filter`` in the controller's graveyard; it returns to its
    owner's hand. Nothing happens when no card matches."""

    filter: ObjectFilter

    def _check(self) -> None:
        if filter_zone(self.filter) is not Zone.GRAVEYARD:
            self.fail("a card in a graveyard")
