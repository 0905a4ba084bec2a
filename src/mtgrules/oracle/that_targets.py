"""Earlier targets named again by "that ..." words in a later sentence (CR 608.2c): after
``"~ deals 1 damage to target player or planeswalker and 1 damage to target creature that
player or that planeswalker's controller controls"``, the words ``"that player or
planeswalker"`` and ``"that creature"`` are those two targets, in order ("If you had a land
enter the battlefield under your control this turn, ~ deals 3 damage to that player or
planeswalker and 3 damage to that creature instead", Searing Blaze).

:func:`expand` writes each "that ..." as its target's own phrase, so the sentence can be read
by the ordinary readers and its targets compared with the earlier ones;
:func:`abbreviate` is its inverse. Used by :mod:`mtgrules.oracle.history`.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.model.base import CardType
from mtgrules.model.effects import TargetKind, TargetSlot
from mtgrules.model.filters import Filter
from mtgrules.oracle.phrases import render_target

_KIND_THAT = {TargetKind.PLAYER_OR_PLANESWALKER: "that player or planeswalker",
              TargetKind.OPPONENT_OR_PLANESWALKER: "that opponent or planeswalker",
              TargetKind.PLAYER: "that player", TargetKind.OPPONENT: "that opponent"}


def that_phrase(slot: TargetSlot) -> str | None:
    """How a later sentence names the target of ``slot``: "that player or planeswalker",
    "that creature" (a creature target), ...; None for a target without such words."""
    if slot.up_to or slot.count != 1:
        return None
    if slot.kind in _KIND_THAT:
        return _KIND_THAT[slot.kind]
    f = slot.filter
    if slot.kind is TargetKind.OBJECT and isinstance(f, Filter) and \
            f.types == {CardType.CREATURE}:
        return "that creature"
    return None


def _pairs(targets: Sequence[TargetSlot]) -> list[tuple[str, str]] | None:
    """(that-words, target phrase) of each target, in order; None if one has no words or two
    targets share them."""
    out = []
    for t in targets:
        that = that_phrase(t)
        if that is None:
            return None
        out.append((that, render_target(t)))
    if len({that for that, _ in out}) != len(out):
        return None
    return out


def expand(text: str, targets: Sequence[TargetSlot]) -> str | None:
    """``text`` with each target's "that ..." words (each exactly once, in target order)
    replaced by the target's phrase; None if they aren't all there in order."""
    pairs = _pairs(targets)
    if pairs is None:
        return None
    out, rest = "", text
    for that, phrase in pairs:
        head, found, rest = rest.partition(that)
        if not found or that in rest:
            return None
        out += head + phrase
    return out + rest


def abbreviate(text: str, targets: Sequence[TargetSlot]) -> str:
    """The inverse of :func:`expand`. Raises ValueError when ``text`` doesn't name each target
    by its phrase, once and in order."""
    pairs = _pairs(targets)
    if pairs is None:
        raise ValueError("a target without 'that ...' words")
    out, rest = "", text
    for that, phrase in pairs:
        head, found, rest = rest.partition(phrase)
        if not found:
            raise ValueError(f"the 'instead' effect doesn't name {phrase!r}")
        out += head + that
    if expand(out + rest, targets) != text:
        raise ValueError("the 'instead' effect names its targets ambiguously")
    return out + rest
