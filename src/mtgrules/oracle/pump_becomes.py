"""``"~ gets +3/+3 and becomes a Bear Berserker until end of turn"`` (Ursine Champion): a
P/T change (layer 7c) and new creature types (layer 4: it loses its other creature types,
CR 205.1b) of one continuous effect (CR 611.2a, 613.1d, 613.4c)."""

from __future__ import annotations

import re

from mtgrules.model import ApplyContinuous, Duration, Fixed, SetCreatureTypes, ThisObject
from mtgrules.model.continuous import ModifyPT
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.effects import Slots

_PUMP_BECOMES = re.compile(r"~ gets ([+-]\d+)/([+-]\d+) and becomes (an?) ([A-Z][\w -]*?) "
                           r"until end of turn")


def _article(word: str) -> str:
    return "an" if word[0] in "AEIOU" else "a"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _PUMP_BECOMES.fullmatch(s)
    if m is None:
        return None
    types = m.group(4).split(" ")
    if not set(types) <= CREATURE_TYPES or len(set(types)) != len(types) or \
            m.group(3) != _article(types[0]):
        return None
    pt = ModifyPT(Fixed(int(m.group(1))), Fixed(int(m.group(2))))
    return [ApplyContinuous(ThisObject(), (pt, SetCreatureTypes(frozenset(types))),
                            Duration.END_OF_TURN)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes. The creature
    types are written in alphabetical order (the render check refuses another order)."""
    if not (isinstance(e, ApplyContinuous) and e.what == ThisObject() and
            e.duration is Duration.END_OF_TURN and len(e.parts) == 2):
        return None
    pt, ty = e.parts
    if not (isinstance(pt, ModifyPT) and isinstance(ty, SetCreatureTypes) and
            isinstance(pt.power, Fixed) and isinstance(pt.toughness, Fixed)):
        return None
    types = " ".join(sorted(ty.subtypes))
    return f"~ gets {pt.power.n:+d}/{pt.toughness.n:+d} and becomes {_article(types)} " \
           f"{types} until end of turn"
