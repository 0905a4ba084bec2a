"""``"It can't be regenerated this turn."`` / ``"They can't be regenerated this turn."``: the
objects the previous sentence acted on can't be regenerated for the rest of the turn (CR
701.19c; Rage of Purphoros) -> :class:`~mtgrules.model.no_regeneration.CantBeRegeneratedThisTurn`.
(The untimed "It can't be regenerated." after "Destroy ..." is the destruction's own field,
:mod:`mtgrules.oracle.following_sentences`.)"""

from __future__ import annotations

import re

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.no_regeneration import NO_REGENERATION_WORDS, CantBeRegeneratedThisTurn
from mtgrules.model.refs import Those
from mtgrules.oracle.effects_base import cap

_SENTENCE = re.compile(r"(It|They) can't be regenerated this turn")


def parse(s: str, slots: object) -> list[Effect] | None:
    """``"It can't be regenerated this turn"`` -> ``[CantBeRegeneratedThisTurn(Those("it"))]``;
    None for other sentences."""
    m = _SENTENCE.fullmatch(s)
    if not m:
        return None
    return [CantBeRegeneratedThisTurn(Those(m.group(1).lower()))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, CantBeRegeneratedThisTurn) or not isinstance(e.what, Those) or \
            e.what.word not in NO_REGENERATION_WORDS:
        return None
    return f"{cap(e.what.word)} can't be regenerated this turn"
