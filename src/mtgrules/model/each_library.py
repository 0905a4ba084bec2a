"""A card searched for in each player's library and cast without paying its mana cost
(CR 701.23, 608.2g, 118.9): ``"For each player, search that player's library for a nonland
card and exile it, then that player shuffles. You may cast those cards without paying their
mana costs."`` (Jace, Architect of Thought). The engine's ops are in
:mod:`mtgrules.effects.each_library`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Zone
from mtgrules.model.filters import ObjectFilter, filter_zone


@dataclass(frozen=True, slots=True)
class ExileFromEachLibrary(Node):
    """"For each player, search that player's library for a [``filter``] and exile it, then
    that player shuffles." (CR 701.23a-b, 401.2): in turn order from the active player
    (101.4), the controller searches each player's library for a card matching ``filter``
    (they may find none, 701.23b) and exiles it; that player shuffles. The exiled cards are
    the ones "those cards" names next."""

    filter: ObjectFilter

    def _check(self) -> None:
        if filter_zone(self.filter) != Zone.LIBRARY:
            self.fail("the card is searched for in a library")


@dataclass(frozen=True, slots=True)
class CastThoseFree(Node):
    """"You may cast those cards without paying their mana costs." (CR 608.2g, 118.9): while
    the ability resolves, the controller may cast each card the previous effect exiled that
    is still in exile, one at a time in the order they choose, without paying its mana cost
    (X is 0, 107.3b; a land card is never cast, 305.9; timing is ignored, 608.2g)."""
