"""Dispatch to the effect-sentence families kept in their own modules (library searches,
"then" sequences, ...): :func:`parse_more` is tried by :func:`mtgrules.oracle.effects.parse_sentence`
when its own templates don't read a sentence, :func:`render_more` by
:func:`mtgrules.oracle.effects.render_node` for the nodes it doesn't render."""

from __future__ import annotations

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle import effects_graveyard, effects_library
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.render_more import render_node_more

_FAMILIES = (effects_library, effects_graveyard)


def parse_more(s: str, slots: Slots) -> list[Effect] | None:
    """One sentence (no final period) read by a family module; None if none reads it."""
    for fam in _FAMILIES:
        got = fam.parse(s, slots)
        if got is not None:
            return got
    return None


def render_more(e: Effect, targets: tuple[TargetSlot, ...]) -> str:
    """One node's sentence by a family module. Raises ValueError."""
    for fam in _FAMILIES:
        got = fam.render(e, targets)
        if got is not None:
            return got
    return render_node_more(e, targets)
