"""The meld ability of a meld card (CR 712.4a): "At the beginning of ..., if you both own and
control ~ and a creature named X, exile them, then meld them into Y." read and rendered (the
rest of a meld card is compiled by :mod:`mtgrules.oracle.meld`)."""

from __future__ import annotations

import re

from mtgrules.model import BeginningOf, CardType, TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.model.meld import Meld, OwnAndControlNamed
from mtgrules.oracle.triggers import STEPS

_MELD = re.compile(r"(At the beginning of [^,]+), if you both own and control ~ and an? "
                   r"(creature|artifact|land) named (.+?), exile them, then meld them into "
                   r"(.+)\.")

def parse_meld_trigger(line: str) -> TriggeredAbility | None:
    """The meld ability of a meld card (CR 712.4a); None for another line."""
    m = _MELD.fullmatch(line)
    if not m:
        return None
    event = next((ev for words, ev in STEPS if words == m.group(1)), None)
    if event is None:
        return None
    kind = CardType(m.group(2).capitalize())
    return TriggeredAbility("", line, event=event,
                            intervening_if=OwnAndControlNamed(m.group(3), kind),
                            effect=(Meld(m.group(3), m.group(4), kind),))


def render_meld_trigger(a: Ability) -> str | None:
    """The inverse of :func:`parse_meld_trigger`; None for another ability."""
    if not isinstance(a, TriggeredAbility) or len(a.effect) != 1 or \
            not isinstance(a.effect[0], Meld):
        return None
    e, c = a.effect[0], a.intervening_if
    words = next((w for w, ev in STEPS if ev == a.event), None)
    if words is None or not isinstance(a.event, BeginningOf) or c != OwnAndControlNamed(
            e.partner, e.card_type) or a.targets or a.modes or a.mana_ability:
        raise ValueError("not a meld ability")
    kind = e.card_type.value.lower()
    art = "an" if kind[0] in "aeiou" else "a"
    return (f"{words}, if you both own and control ~ and {art} {kind} named {e.partner}, "
            f"exile them, then meld them into {e.into}.")
