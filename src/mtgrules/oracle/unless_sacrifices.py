"""``"~ deals 2 damage to that player unless they sacrifice a creature of their choice"``
(:class:`~mtgrules.model.unless_sacrifices.UnlessSacrifices`, CR 118.12, 701.21a): "they" is
the player the sentence names ("that player", the trigger event's player)."""

from __future__ import annotations

import re

from mtgrules.model.base import walk
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import EventPlayer
from mtgrules.model.triggers import TriggerEvent
from mtgrules.model.unless_sacrifices import UnlessSacrifices
from mtgrules.oracle import effects, triggers
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import common, parse_noun, render_noun

_UNLESS = re.compile(r"(.+) unless they sacrifice (a|an) ([a-z ]+) of their choice")


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """A trigger's effect of this family: the sentence before "unless" read by the trigger
    effect readers that know the event ("~ deals 2 damage to that player", the player whose
    upkeep it is); None for other text."""
    m = _UNLESS.fullmatch(rest[:-1]) if rest.endswith(".") and rest.count(". ") == 0 else None
    if m is None:
        return None
    f = parse_noun(m.group(3))
    if f is None or common(f).other or render_noun(f) != m.group(3) or \
            m.group(2) != ("an" if m.group(3)[0] in "aeiou" else "a"):
        return None
    n = len(slots.targets)
    body = next((e for p in triggers.EFFECT_PARSERS if p is not parse_trigger_effect
                 and (e := p(event, m.group(1) + ".", slots)) is not None), None)
    if not body or not any(isinstance(x, EventPlayer) for e in body for x in walk(e)):
        del slots.targets[n:]
        return None
    return (UnlessSacrifices(tuple(body), EventPlayer(), f),)


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, UnlessSacrifices) or len(e.effects) != 1 or \
            not isinstance(e.who, EventPlayer):
        return None
    noun = render_noun(e.filter)
    body = effects.render_node(e.effects[0], targets)  # type: ignore[arg-type]
    return f"{body} unless they sacrifice {'an' if noun[0] in 'aeiou' else 'a'} {noun} of " \
           "their choice"
