"""Keyword actions of no larger family (CR 701), read by
:func:`mtgrules.oracle.effects.parse_sentence` through its hook lists:

- ``"Investigate"``, ``"Investigate twice"``, ``"Investigate three times"``, ``"Investigate X
  times"`` -> :class:`~mtgrules.model.keyword_actions.Investigate` (CR 701.16a).

:func:`parse` gives the nodes of one sentence (capitalised, no final period); :func:`render`
writes a node back from the model alone, or None when the node is not of this family.
"""

from __future__ import annotations

import re

from mtgrules.model import Fixed, X
from mtgrules.model.effects import Effect
from mtgrules.model.keyword_actions import Investigate
from mtgrules.oracle.effects import Slots, Targets
from mtgrules.oracle.phrases import parse_word_number, word_number

_INVESTIGATE = re.compile(r"Investigate(?: (twice|X times|(\w+) times))?")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One sentence of this family, or None."""
    m = _INVESTIGATE.fullmatch(s)
    if not m:
        return None
    if m.group(1) is None:
        return [Investigate()]
    if m.group(1) == "twice":
        return [Investigate(Fixed(2))]
    if m.group(1) == "X times":
        return [Investigate(X())]
    n = parse_word_number(m.group(2))
    return [Investigate(Fixed(n))] if n is not None and n >= 3 else None


def render(e: Effect, targets: Targets) -> str | None:
    """The sentence (no final period) of a node of this family; None for other nodes.
    Raises ValueError for a count with no wording."""
    if not isinstance(e, Investigate):
        return None
    match e.count:
        case Fixed(n=1):
            return "Investigate"
        case Fixed(n=2):
            return "Investigate twice"
        case Fixed(n=n):
            return f"Investigate {word_number(n)} times"
        case X():
            return "Investigate X times"
    raise ValueError(f"investigate {e.count!r} times has no rendering")
