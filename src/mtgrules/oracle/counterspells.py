"""Where a countered spell goes (CR 701.6a, 614.1a): a counterspell's own replacement effect
``"Counter target spell. If that spell is countered this way, exile it instead of putting it
into its owner's graveyard."`` (Dissipate), ``"... put it into its owner's hand instead of
into that player's graveyard."`` (Remand), the top or the bottom of its owner's library; with
``"Counter target spell unless its controller pays {X}. If that spell is countered this
way, ..."`` (Syncopate) the counter inside the "unless" (CR 118.12).

The two sentences arrive joined (:func:`mtgrules.oracle.history.merge_instead`); the
counter is :class:`~mtgrules.model.effects.Counter` with its ``to``.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model.effects import (
    Counter,
    CounteredTo,
    Effect,
    TargetKind,
    TargetSlot,
    UnlessPays,
)
from mtgrules.model.refs import TargetRef
from mtgrules.oracle.effects import Slots, parse_sentence, render_node

_INSTEAD = {
    CounteredTo.EXILE: "exile it instead of putting it into its owner's graveyard",
    CounteredTo.HAND: "put it into its owner's hand instead of into that player's graveyard",
    CounteredTo.LIBRARY_TOP: "put it on top of its owner's library instead of into that "
                             "player's graveyard",
    CounteredTo.LIBRARY_BOTTOM: "put it on the bottom of its owner's library instead of into "
                                "that player's graveyard",
}
_WORDS = {v: k for k, v in _INSTEAD.items()}
_THIS_WAY = ". If that spell is countered this way, "
_SENTENCE = re.compile(r"(Counter .+)" + re.escape(_THIS_WAY) + "(" +
                       "|".join(re.escape(w) for w in _WORDS) + ")")


def _counter_of(e: Effect) -> Counter | None:
    """The single counter of a target spell ``e`` is or holds (inside an "unless")."""
    if isinstance(e, UnlessPays) and len(e.effects) == 1:
        e = e.effects[0]
    return e if isinstance(e, Counter) and isinstance(e.what, TargetRef) else None


def _with_counter(e: Effect, c: Counter) -> Effect:
    if isinstance(e, UnlessPays):
        return dataclasses.replace(e, effects=(c,))
    return c


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The joined sentences (no final period); None if not of this family."""
    m = _SENTENCE.fullmatch(s)
    if m is None:
        return None
    got = parse_sentence(m.group(1), slots)
    if not got or len(got) != 1:
        return None
    c = _counter_of(got[0])
    if c is None or c.to is not CounteredTo.GRAVEYARD or not isinstance(c.what, TargetRef) \
            or slots.targets[c.what.slot].kind is not TargetKind.SPELL:  # "that spell"
        return None
    return [_with_counter(got[0], dataclasses.replace(c, to=_WORDS[m.group(2)]))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (run before the counter's own rendering); None for other
    nodes."""
    c = _counter_of(e)
    if c is None or c.to is CounteredTo.GRAVEYARD:
        return None
    plain = render_node(_with_counter(e, dataclasses.replace(c, to=CounteredTo.GRAVEYARD)),
                        targets)
    return plain + _THIS_WAY + _INSTEAD[c.to]
