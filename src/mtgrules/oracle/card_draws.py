"""Trigger conditions on drawing cards by players other than "you" (CR 121.1, 603.2):
``"Whenever an opponent draws a card"``, ``"Whenever a player draws a card"`` —
:class:`~mtgrules.model.Draws` with the drawer an opponent or any player. Each card drawn is
one event (CR 121.2), so drawing two cards triggers twice. ``"Whenever you draw a card"`` is
:mod:`mtgrules.oracle.triggers`'s own.

Declared in :mod:`mtgrules.oracle.readers` (EVENT_READERS, EVENT_RENDERERS_BY_TYPE).
"""

from __future__ import annotations

from mtgrules.model import Draws, Whose
from mtgrules.model.triggers import TriggerEvent

_DRAWER = {"Whenever an opponent draws a card": Whose.OPPONENT,
           "Whenever a player draws a card": Whose.ANY}
_DRAWER_OF = {v: k for k, v in _DRAWER.items()}


def parse_event(text: str) -> TriggerEvent | None:
    """``"Whenever an opponent draws a card"`` -> ``Draws(Whose.OPPONENT)``; None for other
    text."""
    who = _DRAWER.get(text)
    return Draws(who) if who is not None else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for an event it didn't read."""
    if isinstance(e, Draws):
        return _DRAWER_OF.get(e.who)
    return None
