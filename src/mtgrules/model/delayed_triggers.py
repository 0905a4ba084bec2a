"""Delayed triggered abilities that trigger each time until a duration ends (CR 603.7,
611.2b): ``"Until your next turn, whenever a creature deals combat damage to ~, destroy that
creature."`` (Vraska the Unseen).

The effect :class:`WheneverUntilYourNextTurn` creates, as it resolves, a delayed triggered
ability (603.7a) with the source and controller of the ability that created it (603.7d-e); it
triggers each time its event happens (603.7c: "whenever", not "when ... next") until its
controller's next turn begins (611.2b). The engine records it in ``s.delayed``
(:mod:`mtgrules.effects.delayed_triggers`) and matches it like the trigger of a permanent
(:mod:`mtgrules.rules.triggers`).

:class:`DealtCombatDamageByCreature` is the trigger event ``"a creature deals combat damage to
~"`` (CR 510.2): its object (``EventObject``, "that creature") is the creature that dealt it.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Ability, Node
from mtgrules.model.refs import ThisObject


@dataclass(frozen=True, slots=True)
class DealtCombatDamageByCreature(Node):
    """"Whenever a creature deals combat damage to ~" (CR 510.2, 603.2): each time a
    creature deals combat damage to the source (a planeswalker, a creature)."""

    what: ThisObject = ThisObject()


@dataclass(frozen=True, slots=True)
class WheneverUntilYourNextTurn(Node):
    """"Until your next turn, whenever [event], [effect]" (CR 603.7a, 611.2b): create the
    delayed triggered ``ability`` (a :class:`~mtgrules.model.TriggeredAbility`, keyed like an
    emblem's, CR 113.1a), which triggers each time until the controller's next turn."""

    ability: Ability

    def _check(self) -> None:
        if type(self.ability).__name__ != "TriggeredAbility":
            self.fail("a delayed triggered ability must be a triggered ability")
