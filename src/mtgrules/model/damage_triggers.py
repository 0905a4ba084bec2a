"""Trigger events of a player dealt damage by certain sources (CR 120.3, 603.2):
"Whenever an opponent is dealt damage by a red instant or sorcery spell you control or by a
red planeswalker you control" (Chandra's Phoenix): :class:`PlayerDealtDamageBy`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Whose
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class PlayerDealtDamageBy(Node):
    """"Whenever [a player ``who``] is dealt damage by [a spell ``spell``] or by [a permanent
    ``permanent``]" (CR 120.3, 603.2): damage greater than 0 dealt to such a player (relative
    to the ability's controller) by a spell on the stack ``spell`` matches or a permanent
    ``permanent`` matches (either may be None, not both)."""

    who: Whose
    spell: ObjectFilter | None = None
    permanent: ObjectFilter | None = None

    def _check(self) -> None:
        if self.spell is None and self.permanent is None:
            self.fail("names no source of the damage")
        if self.who is Whose.NOT_YOU:
            self.fail("'you don't control' names no players")
