""""it" in a trigger's effect naming the object the event is about (CR 603.2, 608.2h): in
``"Whenever this creature attacks, put a +1/+1 counter on it."`` or ``"Whenever another
creature you control enters, put a +1/+1 counter on it."`` "it" is the attacking or entering
permanent, :class:`~mtgrules.model.refs.EventObject`.

Read for the events that name a permanent still on the battlefield as they trigger (enters,
attacks, attacks or blocks, blocks or becomes blocked, becomes crewed), and only the sentence
``"put N +1/+1 counter(s) on it."``, composed with the ordinary counters sentence.
"""

from __future__ import annotations

import re

from mtgrules.model import AttacksOrBlocks, BlocksOrBecomesBlocked, PutCounters, ThisObject
from mtgrules.model.effects import Effect
from mtgrules.model.refs import EventObject
from mtgrules.model.triggers import Attacks, Enters, TriggerEvent
from mtgrules.model.vehicles import BecomesCrewed
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap

_EVENTS = (Attacks, Enters, AttacksOrBlocks, BlocksOrBecomesBlocked, BecomesCrewed)
_COUNTERS = re.compile(r"put (a|\w+) \+1/\+1 counters? on it\.")


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: effects.Slots
                         ) -> tuple[Effect, ...] | None:
    """``"put a +1/+1 counter on it."`` after an event about a permanent -> the counters on
    the event's object; None for other text or events."""
    if not isinstance(event, _EVENTS) or not _COUNTERS.fullmatch(rest):
        return None
    got = effects.parse_sentence(cap(rest[: -len(" it.")]) + " ~", slots)
    if got is None or len(got) != 1 or not isinstance(got[0], PutCounters) or \
            got[0].what != ThisObject():
        return None
    return (PutCounters(EventObject(), got[0].counter, got[0].count),)


def render(e: Effect, targets: effects.Targets) -> str | None:
    """The inverse of :func:`parse_trigger_effect`'s sentence (capitalised, no period); None
    for other nodes."""
    if not isinstance(e, PutCounters) or e.what != EventObject():
        return None
    text = effects.render_node(PutCounters(ThisObject(), e.counter, e.count), targets)
    return text[: -len(" ~")] + " it" if text.endswith(" on ~") else None
