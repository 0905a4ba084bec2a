""""that much" in a trigger's effect: the amount of damage of the event that triggered it
(CR 603.2, 120.3), :class:`~mtgrules.model.amounts.EventAmount`.

``"Whenever ~ is dealt damage, it deals that much damage to any target."`` (Boros Reckoner):
the damage sentence is read by the ordinary damage reader (a placeholder number standing for
"that much"), then its amount is the event's. Read only after the events that carry an
amount of damage (``is dealt damage``, ``deals damage``). Declared in
:mod:`mtgrules.oracle.readers` (TRIGGER_EFFECT_READERS, PRE_RENDERERS).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Fixed, IsDealtDamage, TargetRef
from mtgrules.model.amounts import EventAmount
from mtgrules.model.effects import DealDamage, Effect, TargetSlot
from mtgrules.model.triggers import DealsDamage, TriggerEvent
from mtgrules.oracle import effects

_THAT_MUCH = re.compile(r"(?:it|~) deals that much damage to (.+)\.")
_PLACEHOLDER = Fixed(1)
"""The number read in place of "that much" (any number reads the same sentence)."""


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: effects.Slots
                         ) -> tuple[Effect, ...] | None:
    """``"it deals that much damage to any target."`` after a damage event -> the source
    dealing the event's amount; None for other text or events."""
    if not isinstance(event, IsDealtDamage | DealsDamage):
        return None
    m = _THAT_MUCH.fullmatch(rest)
    if m is None:
        return None
    dealt = effects.parse_sentence(f"~ deals {_PLACEHOLDER.n} damage to {m.group(1)}", slots)
    if not dealt or len(dealt) != 1 or not isinstance(dealt[0], DealDamage) or \
            dealt[0].amount != _PLACEHOLDER or dealt[0].no_regenerate or \
            not isinstance(dealt[0].to, TargetRef):
        return None  # a target ("any target"), never a pronoun of another object
    return (dataclasses.replace(dealt[0], amount=EventAmount()),)


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect` (``"~ deals that much damage to ..."``);
    None for other nodes."""
    if not isinstance(e, DealDamage) or not isinstance(e.amount, EventAmount) or \
            e.no_regenerate:
        return None
    text = effects.render_node(dataclasses.replace(e, amount=_PLACEHOLDER), targets)
    head = f"~ deals {_PLACEHOLDER.n} damage to "
    return None if not text.startswith(head) else \
        "~ deals that much damage to " + text[len(head):]
