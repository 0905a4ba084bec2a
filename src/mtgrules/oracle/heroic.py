"""Heroic (an ability word, CR 207.2c): "Heroic — Whenever you cast a spell that targets this
creature, put a +1/+1 counter on it." The trigger is read by :mod:`mtgrules.oracle.triggers`
(:attr:`~mtgrules.model.triggers.SpellCast.targets_this`); here the effect's "it", this
creature (the event's object is the spell): ``"put N +1/+1 counter(s) on it."`` composed with
the ordinary counters sentence (:class:`~mtgrules.model.heroic.PutCountersOnIt`). Declared
in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import PutCounters, ThisObject
from mtgrules.model.effects import Effect
from mtgrules.model.heroic import PutCountersOnIt
from mtgrules.model.triggers import SpellCast, TriggerEvent
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap

_COUNTERS = re.compile(r"put (a|\w+) \+1/\+1 counters? on it\.")


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: effects.Slots
                         ) -> tuple[Effect, ...] | None:
    """``"put a +1/+1 counter on it."`` after "Whenever you cast a spell that targets ~" ->
    :class:`PutCountersOnIt`; None for other text or events."""
    if not isinstance(event, SpellCast) or not event.targets_this or \
            not _COUNTERS.fullmatch(rest):
        return None
    got = effects.parse_sentence(cap(rest[: -len(" it.")]) + " ~", slots)
    if got is None or len(got) != 1 or not isinstance(got[0], PutCounters) or \
            got[0].what != ThisObject():
        return None
    return (PutCountersOnIt(got[0].counter, got[0].count),)


def render(e: Effect, targets: effects.Targets) -> str | None:
    """The inverse of :func:`parse_trigger_effect`'s sentence (capitalised, no period); None
    for other nodes."""
    if not isinstance(e, PutCountersOnIt):
        return None
    text = effects.render_node(PutCounters(ThisObject(), e.counter, e.count), targets)
    if not text.endswith(" on ~"):
        raise ValueError("a heroic counters sentence without 'on ~'")
    return text[: -len(" ~")] + " it"
