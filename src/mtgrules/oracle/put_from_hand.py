"""``"You may put a creature card from your hand onto the battlefield"`` (CR 305.4 for a land,
110.2; :class:`~mtgrules.model.PutFromHand`).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` for its node.
"""

from __future__ import annotations

import re

from mtgrules.model import PutFromHand, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.noun_lists import article
from mtgrules.oracle.phrases import parse_noun, render_noun


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence (no final period); None otherwise."""
    m = re.fullmatch(r"You may put (a|an) (\w+) card from your hand onto the battlefield", s)
    if m and (f := parse_noun(m.group(2))) is not None and m.group(1) == article(m.group(2)):
        return [PutFromHand(f)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case PutFromHand(filter=f):
            n = render_noun(f)
            return f"You may put {article(n)} {n} card from your hand onto the battlefield"
    return None
