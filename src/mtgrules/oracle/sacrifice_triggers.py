"""The Ordeals' two triggered abilities (CR 701.21a, 122.1, 603.10a):

- the event ``"When you sacrifice ~"`` ->
  :class:`~mtgrules.model.sacrifice_triggers.YouSacrificeThis` (its effects are read by the
  ordinary readers; "it deals ..." names the source as it last existed);
- ``"Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or
  more +1/+1 counters on it, sacrifice ~."``: the counters on the attacking creature (the
  event's object), then an :class:`~mtgrules.model.history.IfElse` on
  :class:`~mtgrules.model.counter_thresholds.HasCountersOn` whose effect is read by the
  ordinary sentence readers. Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re
from typing import cast

from mtgrules.model import PutCounters, TriggeredAbility
from mtgrules.model.base import Ability, CounterKind
from mtgrules.model.counter_thresholds import HasCountersOn
from mtgrules.model.damage import ItDealsDamage
from mtgrules.model.effects import DealDamage, Effect
from mtgrules.model.history import IfElse, IfForm
from mtgrules.model.refs import AttachedObject, EventObject
from mtgrules.model.sacrifice_triggers import YouSacrificeThis
from mtgrules.model.triggers import Attacks, TriggerEvent
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_word_number, word_number

_EVENT = "When you sacrifice ~"
_THEN = re.compile(r"(.+?\.) Then if it has (\w+) or more (\S+) counters on it, (.+)\.")


def parse_event(s: str) -> TriggerEvent | None:
    """``"When you sacrifice ~"``; None for other text."""
    return YouSacrificeThis() if s == _EVENT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`."""
    return _EVENT if isinstance(e, YouSacrificeThis) else None


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: effects.Slots
                         ) -> tuple[Effect, ...] | None:
    """After "When you sacrifice ~": ``"it deals 3 damage to any target."`` (the source
    deals it, :class:`~mtgrules.model.damage.ItDealsDamage`). After "Whenever enchanted
    creature attacks": ``"put a +1/+1 counter on it. Then if it has N or more [kind]
    counters on it, [effect]."`` None for other text or events."""
    if isinstance(event, YouSacrificeThis) and rest.startswith("it deals ") and \
            rest.endswith("."):
        dealt = effects.parse_sentence("~ deals " + rest[len("it deals "):-1], slots)
        if dealt and len(dealt) == 1 and isinstance(dealt[0], DealDamage):
            return (ItDealsDamage(dealt[0].amount, dealt[0].to),)
        return None
    if not isinstance(event, Attacks) or event.what != AttachedObject():
        return None
    m = _THEN.fullmatch(rest)
    if not m or m.group(1) != "put a +1/+1 counter on it.":
        return None
    n = parse_word_number(m.group(2))
    kind = next((k for k in CounterKind if k.value == m.group(3)), None)
    if n is None or kind is None or word_number(n) != m.group(2):
        return None
    then = effects.parse_sentence(cap(m.group(4)), slots)
    if not then:
        return None
    return (PutCounters(EventObject(), CounterKind.P1P1),
            IfElse(HasCountersOn(EventObject(), kind, n), tuple(then)))


def render_ability(a: Ability) -> str | None:
    """The inverse of :func:`parse_trigger_effect` for the attack trigger, with its event's
    words; None for other abilities."""
    if not isinstance(a, TriggeredAbility) or a.event != Attacks(AttachedObject()) or \
            len(a.effect) != 2 or a.effect[0] != PutCounters(EventObject(), CounterKind.P1P1) \
            or a.intervening_if is not None:
        return None
    e = a.effect[1]
    if not isinstance(e, IfElse) or e.form is not IfForm.IF or e.otherwise or \
            not isinstance(c := e.condition, HasCountersOn) or c.obj != EventObject():
        return None
    then = " ".join(effects.render_node(cast(Effect, x), a.targets) for x in e.then)
    return f"Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has " \
        f"{word_number(c.at_least)} or more {c.counter.value} counters on it, {low(then)}."

