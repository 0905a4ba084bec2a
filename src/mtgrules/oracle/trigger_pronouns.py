""""it" in a trigger's effect naming the object the event is about (CR 603.2, 608.2h): in
``"Whenever this creature attacks, put a +1/+1 counter on it."`` or ``"Whenever another
creature you control enters, put a +1/+1 counter on it."`` "it" is the attacking or entering
permanent, :class:`~mtgrules.model.refs.EventObject`.

Read for the events that name a permanent still on the battlefield as they trigger (enters,
attacks, enters or attacks, attacks or blocks, blocks or becomes blocked, becomes crewed),
and only the sentences ``"put N +1/+1 counter(s) on it."`` (composed with the ordinary
counters sentence) and ``"it becomes an artifact creature until end of turn."`` (a Vehicle,
CR 301.7b). When the event is about the source itself (``~``), ``"it deals N damage to
[target]."`` is the source dealing it (:class:`~mtgrules.model.damage.ItDealsDamage`, composed
with the ordinary damage sentence).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    AttacksOrBlocks,
    BlocksOrBecomesBlocked,
    EntersOrAttacks,
    PutCounters,
    ThisObject,
)
from mtgrules.model.damage import ItDealsDamage
from mtgrules.model.divided import DealDividedDamage
from mtgrules.model.effects import DealDamage, Effect
from mtgrules.model.refs import EventObject
from mtgrules.model.triggers import Attacks, Enters, TriggerEvent
from mtgrules.model.vehicles import BecomesArtifactCreature, BecomesCrewed
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap

_EVENTS = (Attacks, Enters, AttacksOrBlocks, BlocksOrBecomesBlocked, BecomesCrewed,
           EntersOrAttacks)
_COUNTERS = re.compile(r"put (a|\w+) \+1/\+1 counters? on it\.")
_BECOMES = "it becomes an artifact creature until end of turn."


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: effects.Slots
                         ) -> tuple[Effect, ...] | None:
    """``"put a +1/+1 counter on it."`` after an event about a permanent -> the counters on
    the event's object; None for other text or events."""
    if not isinstance(event, _EVENTS):
        return None
    if rest == _BECOMES:
        return (BecomesArtifactCreature(EventObject()),)
    if rest.startswith("it deals ") and rest.endswith(".") and \
            getattr(event, "what", None) == ThisObject():
        dealt = effects.parse_sentence("~ deals " + rest[len("it deals "):-1], slots)
        if dealt and len(dealt) == 1 and isinstance(dealt[0], DealDamage):
            return (ItDealsDamage(dealt[0].amount, dealt[0].to),)
        if dealt and len(dealt) == 1 and isinstance(dealt[0], DealDividedDamage):
            return (dataclasses.replace(dealt[0], it=True),)  # CR 601.2d, 603.3d
        return None
    if not _COUNTERS.fullmatch(rest):
        return None
    got = effects.parse_sentence(cap(rest[: -len(" it.")]) + " ~", slots)
    if got is None or len(got) != 1 or not isinstance(got[0], PutCounters) or \
            got[0].what != ThisObject():
        return None
    return (PutCounters(EventObject(), got[0].counter, got[0].count),)


def render(e: Effect, targets: effects.Targets) -> str | None:
    """The inverse of :func:`parse_trigger_effect`'s sentence (capitalised, no period); None
    for other nodes."""
    if e == BecomesArtifactCreature(EventObject()):
        return "It becomes an artifact creature until end of turn"
    if not isinstance(e, PutCounters) or e.what != EventObject():
        return None
    text = effects.render_node(PutCounters(ThisObject(), e.counter, e.count), targets)
    return text[: -len(" ~")] + " it" if text.endswith(" on ~") else None
