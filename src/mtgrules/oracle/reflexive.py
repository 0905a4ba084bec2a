"""Reflexive triggers (CR 603.12): ``"you may sacrifice Spare Dagger. When you do, ~ deals 1
damage to any target."`` as a trigger's effect (read before the sentences are split, so the
reflexive ability keeps its own targets) -> :class:`~mtgrules.model.reflexive.
MaySacrificeGrantor`; the card check makes sure the name is the card's own."""

from __future__ import annotations

import re

from mtgrules.model import TriggeredAbility
from mtgrules.model.damage import ItDealsDamage
from mtgrules.model.effects import DealDamage, Effect, TargetSlot
from mtgrules.model.reflexive import MaySacrificeGrantor, ReflexiveEvent, WhenPowerBecomes
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle import effects
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


_POWER = re.compile(r"(~ gets \+(\d+)/\+0 until end of turn)\. When its power becomes (\d+) "
                    r"this way, (.+)")


def parse_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """The pump and its reflexive trigger, joined (:func:`mtgrules.oracle.impulse.
    merge_exile_permission`): ``~ gets +1/+0 until end of turn. When its power becomes 20
    this way, it deals 20 damage to any target`` (no final period); None for others."""
    m = _POWER.fullmatch(s)
    if m is None:
        return None
    pump = effects.parse_sentence(m.group(1), slots)
    if not pump or len(pump) != 1:
        return None
    own = Slots()
    rest = m.group(4)
    if rest.startswith("it deals "):  # "it": the source (oracle.dies_effects' ItDealsDamage)
        got = effects.parse_sentence("~ deals " + rest[len("it deals "):], own)
        if not got or len(got) != 1 or not isinstance(got[0], DealDamage):
            return None
        effect: tuple[Effect, ...] = (ItDealsDamage(got[0].amount, got[0].to),)
    else:
        effect = parse_effect(cap(rest) + ".", own)
    reflexive = TriggeredAbility("", f"When its power becomes {m.group(3)} this way, {rest}.",
                                 event=ReflexiveEvent(), effect=effect,
                                 targets=tuple(own.targets))
    return [pump[0], WhenPowerBecomes(int(m.group(3)), int(m.group(2)), reflexive)]


def render_power(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The reflexive sentence of :func:`parse_sentence` (no final period); None for others."""
    if not isinstance(e, WhenPowerBecomes):
        return None
    r = e.reflexive
    assert isinstance(r, TriggeredAbility)
    body = render_effect(r.effect, r.targets).removesuffix(".")
    return f"When its power becomes {e.power} this way, {low(body)}"
