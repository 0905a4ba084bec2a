"""The triggered-ability family (CR 603): ``"When ~ enters, [effect]"`` (603.6a),
``"When ~ dies, [effect]"`` (603.6c, 700.4), ``"Whenever ~ attacks, [effect]"`` (508.3a),
``"At the beginning of your upkeep, [effect]"`` (503.1a), ``"... your end step, ..."``
(513.1a), ``"Whenever you cast a noncreature spell, [effect]"`` (601.2i)."""

from __future__ import annotations

import re

from mtgrules.model import (
    AnyOf,
    Attacks,
    BeginningOf,
    CardType,
    Dies,
    Enters,
    Filter,
    SpellCast,
    Step,
    TriggeredAbility,
    Whose,
)
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import Slots, cap, low, parse_effect, render_effect

TRIGGERS: tuple[tuple[str, TriggerEvent], ...] = (
    ("When ~ enters", Enters()),
    ("When ~ dies", Dies()),
    ("Whenever ~ attacks", Attacks()),
    ("At the beginning of your upkeep", BeginningOf(Step.UPKEEP, Whose.YOU)),
    ("At the beginning of your end step", BeginningOf(Step.END, Whose.YOU)),
    ("Whenever you cast a noncreature spell",
     SpellCast(Whose.YOU, Filter(nontypes=frozenset({CardType.CREATURE})))),
    ("Whenever you cast an instant or sorcery spell",
     SpellCast(Whose.YOU, AnyOf((Filter(types=frozenset({CardType.INSTANT})),
                                 Filter(types=frozenset({CardType.SORCERY})))))),
)


def parse_triggered(line: str) -> TriggeredAbility | None:
    """A triggered ability line of a supported trigger; None otherwise. Raises Unsupported
    when the trigger is read but its effect is not."""
    m = re.fullmatch(r"((?:When|Whenever|At) [^,]+), (.+)", line)
    if not m:
        return None
    for text, event in TRIGGERS:
        if m.group(1) == text:
            slots = Slots()
            effect = parse_effect(cap(m.group(2)), slots)
            return TriggeredAbility("", line, event=event, effect=effect,
                                    targets=tuple(slots.targets))
    return None


def render_triggered(a: TriggeredAbility) -> str:
    """The inverse of :func:`parse_triggered`."""
    if a.intervening_if is not None or a.mana_ability:
        raise ValueError("trigger has no rendering")
    for text, event in TRIGGERS:
        if a.event == event:
            return f"{text}, {low(render_effect(a.effect, a.targets))}"
    raise ValueError(f"trigger {a.event!r} has no rendering")
