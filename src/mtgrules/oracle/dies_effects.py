"""Effects of a ``"When ~ dies, "`` trigger that name the permanent that died (CR 603.10a,
603.6d, 400.7): ``"it deals 1 damage to any target."`` (:class:`~mtgrules.model.damage.
ItDealsDamage`: the source is its last known information) and ``"return it to the
battlefield tapped under its owner's control with a +1/+1 counter on it."``
(:class:`~mtgrules.model.keyword_abilities.ReturnDiedToBattlefield`, with undying's and
persist's return)."""

from __future__ import annotations

import re

from mtgrules.model import CounterKind, Dies, ThisObject
from mtgrules.model.damage import ItDealsDamage
from mtgrules.model.effects import DealDamage, Effect, TargetSlot
from mtgrules.model.keyword_abilities import ReturnDiedToBattlefield
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import Slots, parse_sentence, render_node

_DIES = (Dies(ThisObject()), Dies(ThisObject(), any_permanent=True))
_RETURN = re.compile(r"return it to the battlefield( tapped)? under its owner's control"
                     r"( with a \+1/\+1 counter on it)?\.")


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """The effect after ``When ~ dies,`` of this family; None for other text."""
    if event not in _DIES:
        return None
    if rest.startswith("it deals ") and rest.endswith("."):
        got = parse_sentence("~ deals " + rest[len("it deals "):-1], slots)
        if got and len(got) == 1 and isinstance(got[0], DealDamage):
            return (ItDealsDamage(got[0].amount, got[0].to),)
        return None
    m = _RETURN.fullmatch(rest)
    if m:
        return (ReturnDiedToBattlefield(bool(m.group(1)),
                                        CounterKind.P1P1 if m.group(2) else None),)
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect`; None for other nodes."""
    match e:
        case ItDealsDamage():
            body = render_node(DealDamage(e.amount, e.to), targets)
            if not body.startswith("~ deals "):
                return None
            return "It deals " + body[len("~ deals "):]
        case ReturnDiedToBattlefield():
            if e.counter not in (None, CounterKind.P1P1):
                return None
            return ("Return it to the battlefield" + (" tapped" if e.tapped else "") +
                    " under its owner's control" +
                    (" with a +1/+1 counter on it" if e.counter else ""))
        case _:
            return None
