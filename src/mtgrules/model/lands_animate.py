"""Land templates of planeswalkers (CR 106.12a, 605.1b, 701.23, 613.1d):
``"Whenever you tap a Forest for mana, add an additional {G}."`` (a triggered mana ability),
``"It becomes a 0/0 Elemental creature with vigilance and haste that's still a land."`` (an
indefinite type change of the object the effect acted on) and a search for "any number of"
cards (:class:`SearchAnyNumber`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Zone
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class SearchAnyNumber(Node):
    """"Search your library for any number of [filter] cards, put them [into zone]
    (tapped), then shuffle" (CR 701.23): the controller chooses the cards one at a time
    (finding none is allowed, 701.23b); they are put there together. ``up_to``: "for up to
    N [filter] cards" (0: any number); ``reveal``: the found cards are revealed (701.20a).
    """

    filter: ObjectFilter
    to: Zone = Zone.BATTLEFIELD
    tapped: bool = False
    up_to: int = 0
    reveal: bool = False

    def _check(self) -> None:
        if self.up_to < 0 or self.up_to == 1:
            self.fail("up to two or more cards (0: any number)")
