"""A player avoiding an effect by a sacrifice: "Mogis deals 2 damage to that player unless they
sacrifice a creature of their choice" (Mogis, God of Slaughter; CR 118.12, 701.21a)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import PlayerRef


@dataclass(frozen=True, slots=True)
class UnlessSacrifices(Node):
    """"[effects] unless [player] sacrifice(s) a [filter] of their choice" (CR 118.12): the
    player ``who`` may sacrifice one permanent they control matching ``filter`` (701.21a); if
    they don't (or can't), ``effects`` happen."""

    effects: tuple[Node, ...]
    who: PlayerRef
    filter: ObjectFilter

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")
