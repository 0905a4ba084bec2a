"""Trigger conditions about one object, the source or what it is attached to (CR 603.2):
``"When ~ becomes the target of a spell or ability"`` (115.1), ``"Whenever ~ blocks"``,
``"Whenever ~ becomes blocked"``, ``"Whenever ~ blocks or becomes blocked"`` (509.3c-d),
``"Whenever ~ attacks or blocks"`` (508.3a), ``"Whenever ~ enters or attacks"`` (603.6a),
``"When ~ is put into a graveyard from the battlefield"`` (a permanent of any type, 700.4),
``"Whenever ~ deals damage"``, ``"Whenever enchanted/equipped creature deals damage"``
(120.3); and the state trigger ``"When you control no Islands"`` (603.8).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse_event` with the event readers and
:func:`render_event` for these events' types.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AttachedObject,
    AttacksOrBlocks,
    BecomesTarget,
    BlocksOrBecomesBlocked,
    ControlsNone,
    DealsDamage,
    Dies,
    EntersOrAttacks,
    TargetSlot,
    ThisObject,
    Whose,
)
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import (
    parse_plural,
    render_plural,
)
from mtgrules.oracle.phrases import (
    common,
)

Targets = tuple[TargetSlot, ...]

_EVENTS: dict[str, TriggerEvent] = {
    "When ~ becomes the target of a spell or ability": BecomesTarget(ThisObject(), Whose.ANY),
    "Whenever ~ blocks": BlocksOrBecomesBlocked(blocks=True, becomes_blocked=False),
    "Whenever ~ becomes blocked": BlocksOrBecomesBlocked(blocks=False, becomes_blocked=True),
    "Whenever ~ blocks or becomes blocked": BlocksOrBecomesBlocked(),
    "Whenever ~ attacks or blocks": AttacksOrBlocks(),  # CR 508.3a, 509.3c
    "Whenever ~ enters or attacks": EntersOrAttacks(),  # CR 603.6a, 508.3a
    "When ~ is put into a graveyard from the battlefield": Dies(ThisObject(),
                                                                 any_permanent=True),
    "Whenever ~ deals damage": DealsDamage(ThisObject()),
    "Whenever enchanted creature deals damage": DealsDamage(AttachedObject()),
    "Whenever equipped creature deals damage": DealsDamage(AttachedObject(equipped=True)),
}
_EVENT_TEXT = {v: k for k, v in _EVENTS.items()}


def parse_event(text: str) -> TriggerEvent | None:
    """A trigger condition of this module (the text before the comma); None otherwise."""
    m = re.fullmatch(r"When you control no (.+)", text)
    if m:  # a state trigger (CR 603.8)
        f = parse_plural(m.group(1))
        if f is None or common(f).controller != Whose.ANY:
            return None
        return ControlsNone(f)
    return _EVENTS.get(text)


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    if isinstance(e, ControlsNone):
        return f"When you control no {render_plural(e.filter)}"
    return _EVENT_TEXT.get(e)


