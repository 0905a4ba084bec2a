"""A die roll whose table acts on a target chosen first (CR 706.3): "Choose target creature,
then roll a d20." and the rows that name what was chosen ("Tap that creature.", "Untap that
creature.", "~ deals 5 damage to that creature.").

The chosen object is :class:`~mtgrules.model.dungeons.ChooseTarget`'s target; the rows refer to
it as ``Those("that creature")``. Declared in :mod:`mtgrules.oracle.readers`: :func:`parse`
with the sentence parsers, :func:`render_first` first among the node renderers (it answers
None for other nodes) and :func:`render_sequence` with the sequence renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import DealDamage, Fixed, RollDie, TargetRef, TargetSlot, Those, Untap
from mtgrules.model import Tap as TapNode
from mtgrules.model.dungeons import ChooseTarget
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import low
from mtgrules.oracle.phrases import render_target

Targets = tuple[TargetSlot, ...]

_THAT = Those("that creature")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (capitalised, no final period) of this family, or None."""
    m = re.fullmatch(r"Choose (target .+), then roll a d(\d+)", s)
    if m and int(m.group(2)) >= 2:  # CR 706.3: the rows say "that creature"
        what = effects._object(m.group(1), slots, self_ok=False)
        if not isinstance(what, TargetRef):
            return None
        return [ChooseTarget(what), RollDie(int(m.group(2)))]
    m = re.fullmatch(r"(Tap|Untap) that creature", s)
    if m:
        return [TapNode(_THAT) if m.group(1) == "Tap" else Untap(_THAT)]
    m = re.fullmatch(r"~ deals (\d+) damage to that creature", s)
    if m:
        return [DealDamage(Fixed(int(m.group(1))), _THAT)]
    return None


def render_first(e: Effect, targets: Targets) -> str | None:
    """Nodes acting on "that creature" (what the ability chose before its roll), rendered
    before :mod:`mtgrules.oracle.effects` would refuse the reference; None for others."""
    match e:
        case TapNode(what=w) if w == _THAT:
            return "Tap that creature"
        case Untap(what=w) if w == _THAT:
            return "Untap that creature"
        case DealDamage(amount=Fixed(n=n), to=w, no_regenerate=False) if w == _THAT:
            return f"~ deals {n} damage to that creature"
    return None


def render_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """``"Choose target ..., then roll a d20."`` (the table's rows follow as their own
    lines); None for other effects."""
    if len(effect) == 2 and isinstance(effect[0], ChooseTarget) and \
            isinstance(effect[1], RollDie) and isinstance(effect[0].what, TargetRef):
        roll = effects.render_node(effect[1], targets)
        return f"Choose {render_target(targets[effect[0].what.slot])}, then {low(roll)}."
    return None
