"""Becoming the target of an opponent's spell or ability (CR 115.1, 603.2), other than ward:

- the trigger condition ``"Whenever ~ becomes the target of a spell or ability an opponent
  controls"`` (:class:`~mtgrules.model.BecomesTarget` about this object, the spell's or
  ability's controller an opponent);
- its effect ``"counter that spell or ability unless its controller pays {2}."`` (Frost
  Titan): :class:`~mtgrules.model.UnlessPays` countering the event's object
  (:class:`~mtgrules.model.refs.EventObject`, CR 701.6) with the payer
  ``Payer.ITS_CONTROLLER``, the controller of that spell or ability (CR 118.12). Ward's
  own ability (702.21a) says "that player pays" and is written as the keyword.

Declared in :mod:`mtgrules.oracle.readers` (EVENT_READERS, EVENT_RENDERERS_BY_TYPE,
TRIGGER_EFFECT_READERS, PRE_RENDERERS).
"""

from __future__ import annotations

import re

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import BecomesTarget, Counter, Payer, ThisObject, UnlessPays, Whose
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import EventObject
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import Slots

_EVENT = "Whenever ~ becomes the target of a spell or ability an opponent controls"
_COUNTER = (Counter(EventObject()),)
_UNLESS = re.compile(r"counter that spell or ability unless its controller pays "
                     r"((?:\{[0-9WUBRGC]\})+)\.")


def parse_event(text: str) -> TriggerEvent | None:
    """``"Whenever ~ becomes the target of a spell or ability an opponent controls"`` ->
    ``BecomesTarget(ThisObject(), Whose.OPPONENT)``; None for other text."""
    return BecomesTarget(ThisObject(), Whose.OPPONENT) if text == _EVENT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    return _EVENT if e == BecomesTarget(ThisObject(), Whose.OPPONENT) else None


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """``"counter that spell or ability unless its controller pays {2}."`` after a
    "becomes the target" event -> the conditional counter; None for other text or events."""
    if not isinstance(event, BecomesTarget):
        return None
    m = _UNLESS.fullmatch(rest)
    if not m:
        return None
    try:
        cost = ManaCost.parse(m.group(1))
    except ManaError:
        return None
    if str(cost) != m.group(1):
        return None
    return (UnlessPays(cost, _COUNTER, Payer.ITS_CONTROLLER),)


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect` (capitalised, no final period); None for
    other nodes."""
    if isinstance(e, UnlessPays) and e.effects == _COUNTER and \
            e.payer is Payer.ITS_CONTROLLER and not e.life:
        return f"Counter that spell or ability unless its controller pays {e.cost}"
    return None
