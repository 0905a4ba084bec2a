"""Damage prevented both ways (CR 615.1a, 611.2b): ``"Until your next turn, prevent all damage
that would be dealt to and dealt by target permanent an opponent controls"`` (Kiora, the
Crashing Wave), ``"Prevent all combat damage that would be dealt to and dealt by target
creature you control this turn"``, ``"... dealt by ~ this turn"``.

The object is a target phrase of a permanent (:func:`mtgrules.oracle.phrases.parse_target`)
or ``~``; the duration "this turn" (written last) or "Until your next turn, " (written
first). :class:`~mtgrules.model.prevention.PreventAllDamageToAndBy`; declared in
:mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import TargetKind, TargetRef, TargetSlot, ThisObject, Zone
from mtgrules.model.base import Duration
from mtgrules.model.effects import Effect
from mtgrules.model.prevention import PreventAllDamageToAndBy
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import common, parse_target, render_target

_UNTIL = "Until your next turn, "
_BODY = re.compile(r"[Pp]revent all (combat )?damage that would be dealt to and dealt by (.+?)"
                   r"( this turn)?")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence (no final period) -> the prevention effect; None for other sentences."""
    until = s.startswith(_UNTIL)
    m = _BODY.fullmatch(s[len(_UNTIL):] if until else s)
    if m is None or until == bool(m.group(3)) or (m.group(0)[0] == "p") != until:
        return None
    what: TargetRef | ThisObject
    if m.group(2) == "~":
        what = ThisObject()
    else:
        t = parse_target(m.group(2))
        if t is None or t.kind != TargetKind.OBJECT or t.up_to or \
                common(t.filter).zone != Zone.BATTLEFIELD:
            return None
        what = slots.add(t)
    duration = Duration.UNTIL_YOUR_NEXT_TURN if until else Duration.END_OF_TURN
    return [PreventAllDamageToAndBy(what, duration, combat=bool(m.group(1)))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, PreventAllDamageToAndBy):
        return None
    match e.what:
        case ThisObject():
            obj = "~"
        case TargetRef(slot=i):
            obj = render_target(targets[i])
        case _:
            raise ValueError("damage prevented to and by an object other than a target or ~")
    combat = "combat " if e.combat else ""
    body = f"prevent all {combat}damage that would be dealt to and dealt by {obj}"
    if e.duration is Duration.UNTIL_YOUR_NEXT_TURN:
        return _UNTIL + body
    return body[0].upper() + body[1:] + " this turn"
