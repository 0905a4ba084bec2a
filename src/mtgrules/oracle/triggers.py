"""The triggered-ability family (CR 603): ``"When ~ enters, [effect]"`` (603.6a),
``"When ~ dies, [effect]"`` (603.6c, 700.4), ``"Whenever ~ attacks, [effect]"`` (508.1m),
``"At the beginning of your upkeep, [effect]"`` (503.1a), ``"Whenever you cast a noncreature
spell, [effect]"`` (601.2i)."""

from __future__ import annotations

import re
from typing import Any

from mtgrules.abilities import TriggeredAbility
from mtgrules.oracle.effects import Slots, parse_effect, render_effect

# (trigger text, event, condition pairs)
TRIGGERS: tuple[tuple[str, str, tuple[tuple[str, Any], ...]], ...] = (
    ("When ~ enters", "enters", (("who", "self"),)),
    ("When ~ dies", "dies", (("who", "self"),)),
    ("Whenever ~ attacks", "attacks", (("who", "self"),)),
    ("At the beginning of your upkeep", "step_begin", (("step", "upkeep"), ("whose", "you"))),
    ("At the beginning of your end step", "step_begin", (("step", "end"), ("whose", "you"))),
    ("Whenever you cast a noncreature spell", "cast",
     (("caster", "you"), ("spell", "noncreature"))),
    ("Whenever you cast an instant or sorcery spell", "cast",
     (("caster", "you"), ("spell", "instant_or_sorcery"))),
)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def parse_triggered(line: str) -> TriggeredAbility | None:
    """A triggered ability line of a supported trigger; None otherwise. Raises Unsupported
    when the trigger is read but its effect is not."""
    m = re.fullmatch(r"((?:When|Whenever|At) [^,]+), (.+)", line)
    if not m:
        return None
    for text, event, cond in TRIGGERS:
        if m.group(1) == text:
            slots = Slots()
            effect = parse_effect(_cap(m.group(2)), slots)
            return TriggeredAbility("", line, event=event, condition=tuple(sorted(cond)),
                                    effect=effect, targets=tuple(slots.targets))
    return None


def render_triggered(a: TriggeredAbility) -> str:
    """The inverse of :func:`parse_triggered`."""
    if a.intervening_if or a.mana_ability or a.chapter is not None:
        raise ValueError("trigger has no rendering")
    for text, event, cond in TRIGGERS:
        if a.event == event and a.condition == tuple(sorted(cond)):
            body = render_effect(a.effect, a.targets)
            return f"{text}, {body if body.startswith('~') else body[:1].lower() + body[1:]}"
    raise ValueError(f"trigger {a.event!r} {a.condition!r} has no rendering")
