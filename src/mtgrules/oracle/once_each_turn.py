"""Triggered abilities restricted to once each turn: "[Trigger], [effect]. This ability
triggers only once each turn." (a restriction on triggering, like CR 603.2h's "Do this only
once each turn"; the engine's half is :mod:`mtgrules.rules.once_each_turn`).

The head is any triggered ability the other families read; with the restriction the
batch trigger "Whenever one or more [permanents] enter" is read too: triggering only once
each turn, it is the same as triggering on the first of them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import Each, Enters, TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.oracle.effects import Slots, parse_effect, parse_plural, render_effect, render_plural
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.errors import Unsupported

ONCE_TRIGGER = " This ability triggers only once each turn."


def parse_once_trigger(t: str, parse_head: Callable[[str], tuple[Ability, ...]]
                       ) -> tuple[Ability, ...] | None:
    """A line ending in "This ability triggers only once each turn." -> its triggered
    ability with ``once_each_turn``; None for other lines. ``parse_head`` reads the line
    without the restriction (the compiler's line parser). Raises Unsupported when the head
    is not one triggered ability."""
    if not t.endswith(ONCE_TRIGGER):
        return None
    head = t[: -len(ONCE_TRIGGER)]
    m = re.fullmatch(r"Whenever one or more (.+?) enter, (.+)", head)
    if m and (f := parse_plural(m.group(1))) is not None:
        slots = Slots()
        effect = parse_effect(cap(m.group(2)), slots)
        return (TriggeredAbility("", t, event=Enters(Each(f), one_or_more=True), effect=effect,
                                 targets=tuple(slots.targets), once_each_turn=True),)
    got = parse_head(head)
    if len(got) != 1 or not isinstance(got[0], TriggeredAbility) or got[0].once_each_turn \
            or got[0].mana_ability:
        raise Unsupported("'triggers only once each turn' after a line that is not one "
                          "triggered ability")
    return (dataclasses.replace(got[0], text=t, once_each_turn=True),)


def render_once_trigger(a: Ability, render: Callable[[Ability], str]) -> str | None:
    """The inverse of :func:`parse_once_trigger`; None for other abilities."""
    if not isinstance(a, TriggeredAbility) or not a.once_each_turn:
        return None
    e = a.event
    if isinstance(e, Enters) and e.one_or_more:
        if not isinstance(e.what, Each) or e.what.controlled_by is not None:
            raise ValueError("a 'one or more' trigger renders only for a group")
        head = f"Whenever one or more {render_plural(e.what.filter)} enter, " \
            f"{low(render_effect(a.effect, a.targets))}"
    else:
        head = render(dataclasses.replace(a, once_each_turn=False))
    return head + ONCE_TRIGGER
