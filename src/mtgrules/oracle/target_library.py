"""Effects on a target player's library (CR 401; Jace, the Mind Sculptor):

- ``"Look at the top card of target player's library. You may put that card on the bottom of
  that player's library."`` (:class:`~mtgrules.model.library_look.LookAtTopMayBottom`,
  CR 701.20e, 401.4; the two sentences are joined by :func:`merge_look_may_bottom`);
- ``"Exile all cards from target player's library, then that player shuffles their hand into
  their library."`` (:class:`~mtgrules.model.library_look.ExileLibraryShuffleHand`, CR 406.1,
  701.24a).

The player is a target (CR 115.1: "target player", "target opponent"); the model names the
slot, and the render check proves the words.
"""

from __future__ import annotations

import re

from mtgrules.model import TargetKind, TargetRef, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.model.library_look import ExileLibraryShuffleHand, LookAtTopMayBottom
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import parse_target, render_target

_LOOK = re.compile(r"Look at the top card of (target player|target opponent)'s library\. You "
                   r"may put that card on the bottom of that player's library")
_EXILE = re.compile(r"Exile all cards from (target player|target opponent)'s library, then "
                    r"that player shuffles their hand into their library")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A (joined) sentence of this family, no final period; None for others."""
    for pattern, node in ((_LOOK, LookAtTopMayBottom), (_EXILE, ExileLibraryShuffleHand)):
        m = pattern.fullmatch(s)
        if m:
            t = parse_target(m.group(1))
            if t is None or t.kind not in (TargetKind.PLAYER, TargetKind.OPPONENT):
                return None
            return [node(slots.add(t))]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, LookAtTopMayBottom | ExileLibraryShuffleHand) or \
            not isinstance(e.who, TargetRef):
        return None
    who = render_target(targets[e.who.slot])
    if isinstance(e, LookAtTopMayBottom):
        return f"Look at the top card of {who}'s library. You may put that card on the " \
               "bottom of that player's library"
    return f"Exile all cards from {who}'s library, then that player shuffles their hand " \
           "into their library"
