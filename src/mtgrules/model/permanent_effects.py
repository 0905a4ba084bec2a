"""More one-shot effects first needed by Sagas, Classes and planeswalkers (CR 714, 716, 606).
The engine's ops are in :mod:`mtgrules.effects.permanent_effects`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef, PlayerRef


@dataclass(frozen=True, slots=True)
class DealsDamageToItself(Node):
    """"Each [object] deals damage to itself equal to its power" (CR 120.3, 120.1): each
    object is the source of the damage it is dealt; its power as the effect happens."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class AttackSourceDuringNextTurn(Node):
    """"During [player]'s next turn, creatures that player controls attack [this planeswalker]
    if able" (CR 508.1d): during that player's next turn, each creature they control that can
    attack it must (a rule modification: creatures that come later are included, 611.2c)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class PreventAllDamageThisTurn(Node):
    """"Prevent all damage that would be dealt to [object] this turn" (CR 615.1a).
    ``pronoun``: the word the text uses for the object ("him", "her") or empty for ``~``
    (for rendering; the rules are the same)."""

    to: ObjectRef
    pronoun: str = ""

    def _check(self) -> None:
        if self.pronoun not in ("", "him", "her", "it"):
            self.fail(f"pronoun {self.pronoun!r}")
