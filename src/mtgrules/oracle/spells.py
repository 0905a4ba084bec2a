"""The spell family: an instant's or sorcery's effect line (CR 113.3a), and an Aura's
``"Enchant creature"`` line (CR 303.4a, 702.5a), whose target is chosen as the Aura spell is
cast (CR 303.4d)."""

from __future__ import annotations

import re

from mtgrules.model import SpellAbility, TargetKind, TargetSlot
from mtgrules.oracle.effects import Slots, parse_effect, render_effect
from mtgrules.oracle.effects_modal import parse_modal, render_modal
from mtgrules.oracle.phrases import common, parse_permanents, render_permanents


def parse_spell(line: str) -> SpellAbility:
    """An instant or sorcery's effect sentences. Raises Unsupported when not read."""
    modal = parse_modal(line, parse_spell)
    if modal is not None:
        return modal
    slots = Slots()
    effect = parse_effect(line, slots)
    return SpellAbility("", line, effect=effect, targets=tuple(slots.targets))


def parse_enchant(line: str) -> SpellAbility | None:
    """``"Enchant <permanent phrase>"`` -> the Aura's spell ability (a target, no effect)."""
    m = re.fullmatch(r"Enchant (.+)", line)
    if not m:
        return None
    f = parse_permanents(m.group(1))
    if f is None or common(f).other or common(f).predicates:
        return None
    return SpellAbility("", line, targets=(TargetSlot(TargetKind.OBJECT, f, text=m.group(1)),))


def render_spell(a: SpellAbility) -> str:
    """The inverse of :func:`parse_spell` and :func:`parse_enchant`."""
    if a.modes:
        return render_modal(a, render_spell)
    if not a.effect:
        if len(a.targets) != 1 or a.targets[0].up_to or a.targets[0].kind != TargetKind.OBJECT:
            raise ValueError("an Aura's spell ability has exactly one target")
        return "Enchant " + render_permanents(a.targets[0].filter)
    return render_effect(a.effect, a.targets)
