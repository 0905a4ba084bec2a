"""Modal triggered abilities (CR 700.2, 700.2b): ``"When ~ enters, choose one —"`` followed by
bullet lines (joined into one line by :func:`mtgrules.oracle.effects_modal.join_modes`). Each
bullet is a mode: a triggered ability with the same trigger event, its own effect and
targets; the engine asks for the mode as the ability is put on the stack
(:mod:`mtgrules.rules.stack_triggers`)."""

from __future__ import annotations

import re

from mtgrules.model import TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.oracle.effects import Slots, parse_effect, render_effect
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.triggers import parse_event, render_event

_HEAD = re.compile(r"((?:When|Whenever|At) [^,\n]+), choose one —")
BULLET = "• "


def is_modal_trigger(text: str) -> bool:
    """Whether the joined line ``text`` is a modal triggered ability with its bullets."""
    head, _, rest = text.partition("\n")
    return bool(rest) and _HEAD.fullmatch(head) is not None


def parse_modal_trigger(text: str) -> TriggeredAbility:
    """The modal triggered ability of a joined line (see :func:`is_modal_trigger`). Raises
    Unsupported when the trigger or a mode is not read."""
    head, *bullets = text.split("\n")
    m = _HEAD.fullmatch(head)
    assert m is not None
    event = parse_event(m.group(1))
    if event is None:
        raise Unsupported(f"trigger not supported: {m.group(1)!r}")
    modes = []
    for b in bullets:
        if not b.startswith(BULLET):
            raise Unsupported(f"not a mode: {b!r}")
        slots = Slots()
        effect = parse_effect(b[len(BULLET):], slots)
        modes.append(TriggeredAbility("", b[len(BULLET):], event=event, effect=effect,
                                      targets=tuple(slots.targets)))
    if len(modes) < 2:
        raise Unsupported("a modal ability with fewer than two modes")
    return TriggeredAbility("", text, event=event, modes=tuple(modes))


def render_modal_trigger(a: Ability) -> str | None:
    """The inverse of :func:`parse_modal_trigger`; None for any other ability."""
    if not isinstance(a, TriggeredAbility) or not a.modes or a.intervening_if is not None:
        return None
    if any(m.event != a.event or m.modes or m.intervening_if is not None for m in a.modes):
        return None
    lines = [f"{render_event(a.event)}, choose one —"]
    lines += [BULLET + render_effect(m.effect, m.targets) for m in a.modes]
    return "\n".join(lines)
