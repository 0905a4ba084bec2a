""""that creature" (or "it") in a trigger's effect: the permanent the event is about (CR 603.2, 608.2h),
:class:`~mtgrules.model.refs.EventObject`.

``"Whenever another creature you control enters, that creature gets +2/+0 and gains haste
until end of turn."`` (Ogre Battledriver): the sentence is read by the ordinary readers with
``~`` in place of "that creature", then its object is the event's. Read only after an event
about another permanent (``Enters``, ``Attacks`` of a group). Declared in
:mod:`mtgrules.oracle.readers` (TRIGGER_EFFECT_READERS, PRE_RENDERERS).
"""

from __future__ import annotations

import dataclasses

from mtgrules.model import ApplyContinuous, Attacks, Each, Enters, ThisObject
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import EventObject
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle import effects

_THAT = "that creature "
_IT = "it "


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: effects.Slots
                         ) -> tuple[Effect, ...] | None:
    """``"that creature gets +2/+0 and gains haste until end of turn."`` (or ``"it gets
    -1/-0 until end of turn."``, Jace, Architect of Thought) after an event about
    another creature -> the effect on the event's object; None for other text or events."""
    if not isinstance(event, Enters | Attacks) or not isinstance(event.what, Each) or \
            not rest.startswith((_THAT, _IT)) or not rest.endswith("."):
        return None
    word = "it" if rest.startswith(_IT) else ""
    got = effects.parse_sentence("~ " + rest[len(_IT if word else _THAT):-1], slots)
    if not got or len(got) != 1 or not isinstance(got[0], ApplyContinuous) or \
            got[0].what != ThisObject() or slots.targets:
        return None
    return (dataclasses.replace(got[0], what=EventObject(word)),)


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect`; None for other nodes."""
    if not isinstance(e, ApplyContinuous) or not isinstance(e.what, EventObject):
        return None
    text = effects.render_node(dataclasses.replace(e, what=ThisObject()), targets)
    subject = "It " if e.what.word else "That creature "
    return subject + text[2:] if text.startswith("~ ") else None
