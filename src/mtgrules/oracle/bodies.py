"""The effect of a chapter, level or loyalty ability: the sentences of
:mod:`mtgrules.oracle.effects`, plus templates of several sentences read as one effect:

- ``"Separate all permanents target player controls into two piles. That player sacrifices
  all permanents in the pile of their choice."`` (CR 700.3;
  :class:`~mtgrules.model.SacrificePileOfChoice`)
"""

from __future__ import annotations

import re

from mtgrules.model import SacrificePileOfChoice, TargetKind
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots, parse_effect
from mtgrules.oracle.phrases import parse_target

_PILES = re.compile(r"Separate all permanents (target player|target opponent) controls into two "
                    r"piles\. That player sacrifices all permanents in the pile of their "
                    r"choice\.")


def parse_body(text: str, slots: Slots) -> tuple[Effect, ...]:
    """The effect sentences of an ability's body. Raises Unsupported (see
    :func:`mtgrules.oracle.effects.parse_effect`)."""
    m = _PILES.fullmatch(text)
    if m:
        t = parse_target(m.group(1))
        if t is not None and t.kind in (TargetKind.PLAYER, TargetKind.OPPONENT):
            return (SacrificePileOfChoice(slots.add(t)),)
    return parse_effect(text, slots)
