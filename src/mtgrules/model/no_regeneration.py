"""``"It can't be regenerated this turn."`` after an effect on an object (CR 701.19c): for
the rest of the turn no regeneration shield replaces the destruction of the object the
previous effect acted on (Rage of Purphoros: "~ deals 4 damage to target creature. It can't
be regenerated this turn.").

The engine's op is :func:`mtgrules.effects.no_regeneration.cant_be_regenerated`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef, Those

NO_REGENERATION_WORDS = ("it", "they")
"""The pronouns the sentence is written with (for :class:`~mtgrules.model.refs.Those`)."""


@dataclass(frozen=True, slots=True)
class CantBeRegeneratedThisTurn(Node):
    """"It/They can't be regenerated this turn" (CR 701.19c): each object ``what`` names (the
    previous effect's objects, :class:`~mtgrules.model.refs.Those`) can't be regenerated
    until the turn ends, whatever happens to it (damage prevented or not)."""

    what: ObjectRef = Those("it")

    def _check(self) -> None:
        if not isinstance(self.what, Those) or self.what.word not in NO_REGENERATION_WORDS:
            self.fail(f"names the previous effect's objects as one of {NO_REGENERATION_WORDS}")
