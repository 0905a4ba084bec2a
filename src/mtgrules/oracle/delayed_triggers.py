"""Delayed "whenever" triggers (CR 603.7, 611.2b): ``"Until your next turn, whenever a
creature deals combat damage to ~, destroy that creature."`` (Vraska the Unseen's +1).

The words after "Until your next turn, " are read as a triggered ability line of their own
(``"Whenever [event], [effect]."``, :func:`mtgrules.oracle.triggers.parse_triggered`, with
every event and effect reader), and make one
:class:`~mtgrules.model.delayed_triggers.WheneverUntilYourNextTurn`; its rendering is that
ability's rendering after the same words.

Also the event ``"Whenever a creature deals combat damage to ~"`` (CR 510.2,
:class:`~mtgrules.model.delayed_triggers.DealtCombatDamageByCreature`) and its effect
``"destroy that creature."`` ("that creature": the creature that dealt the damage, the event's
object).
"""

from __future__ import annotations

from mtgrules.model import Destroy, TargetSlot, TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.model.delayed_triggers import DealtCombatDamageByCreature, WheneverUntilYourNextTurn
from mtgrules.model.effects import Effect
from mtgrules.model.refs import EventObject
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle import render, triggers
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import low

_UNTIL = "Until your next turn, whenever "
_EVENT = "Whenever a creature deals combat damage to ~"
_DESTROY = "destroy that creature."


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``"Until your next turn, whenever [event], [effect]"`` (no final period) -> the delayed
    triggered ability; None when the words after it are not a triggered ability read."""
    if not s.startswith(_UNTIL):
        return None
    a = triggers.parse_triggered("Whenever " + s[len(_UNTIL):] + ".")
    if a is None or a.intervening_if is not None:
        return None
    return [WheneverUntilYourNextTurn(a)]


def render_node(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, WheneverUntilYourNextTurn):
        return None
    text = render.render_ability(e.ability)
    if not text.startswith("Whenever ") or not text.endswith("."):
        raise ValueError("a delayed trigger renders as a 'Whenever' ability")
    return _UNTIL + text[len("Whenever "):-1]


def parse_event(s: str) -> TriggerEvent | None:
    """``"Whenever a creature deals combat damage to ~"``; None for other text."""
    return DealtCombatDamageByCreature() if s == _EVENT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`."""
    return _EVENT if isinstance(e, DealtCombatDamageByCreature) else None


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """``"destroy that creature."`` after the creature's combat damage -> destroy the event's
    object (CR 701.8); None for other text or events."""
    if isinstance(event, DealtCombatDamageByCreature) and rest == _DESTROY:
        return (Destroy(EventObject()),)
    return None


def render_ability(a: Ability) -> str | None:
    """The inverse of :func:`parse_trigger_effect` with its event's words; None for other
    abilities."""
    if not isinstance(a, TriggeredAbility) or \
            not isinstance(a.event, DealtCombatDamageByCreature) or \
            a.effect != (Destroy(EventObject()),) or a.intervening_if is not None or a.targets:
        return None
    return f"{_EVENT}, {low(_DESTROY)}"
