"""Reflexive triggers (CR 603.12): ``"you may sacrifice Spare Dagger. When you do, ~ deals 1
damage to any target."`` as a trigger's effect (read before the sentences are split, so the
reflexive ability keeps its own targets) -> :class:`~mtgrules.model.reflexive.
MaySacrificeGrantor`; the card check makes sure the name is the card's own."""

from __future__ import annotations

import re

from mtgrules.model import TriggeredAbility
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.reflexive import MaySacrificeGrantor, ReflexiveEvent
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import Slots, parse_effect, render_effect
from mtgrules.oracle.effects_base import cap, low

_MAY = re.compile(r"you may sacrifice ((?:[A-Z][\w'-]*)(?:,? (?:[A-Z][\w'-]*|of|the))*)\. "
                  r"When you do, (.+)")


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """The trigger's effect text after the comma; None if not of this family."""
    m = _MAY.fullmatch(rest)
    if m is None:
        return None
    own = Slots()
    effect = parse_effect(cap(m.group(2)), own)
    text = "When you do, " + m.group(2)
    reflexive = TriggeredAbility("", text, event=ReflexiveEvent(), effect=effect,
                                 targets=tuple(own.targets))
    return (MaySacrificeGrantor(m.group(1), reflexive),)


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect` (capitalised, no final period); None for
    other nodes."""
    if not isinstance(e, MaySacrificeGrantor):
        return None
    r = e.reflexive
    assert isinstance(r, TriggeredAbility)
    body = render_effect(r.effect, r.targets).removesuffix(".")
    return f"You may sacrifice {e.name}. When you do, {low(body)}"
