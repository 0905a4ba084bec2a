"""Draws of one sentence with two subjects written out (CR 121.1 draw, 608.2c in order):

- ``"You draw a card and you lose 1 life"`` (119.3);
- ``"You and target opponent each draw a card"`` (a :class:`~mtgrules.model.Conjoined` of
  two draws).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` among the node renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    Compound,
    Conjoined,
    Conjunction,
    Draw,
    Fixed,
    LoseLife,
    TargetRef,
    TargetSlot,
    You,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects_base import low
from mtgrules.oracle.phrases import parse_target

Targets = tuple[TargetSlot, ...]


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (capitalised, no final period) of this family, or None."""
    m = re.fullmatch(r"You draw (a card|\w+ cards) and you lose (\d+) life", s)
    if m:
        got = effects.parse_sentence("Draw " + m.group(1), slots)
        if got is None or len(got) != 1:
            return None
        return [Compound((got[0], LoseLife(Fixed(int(m.group(2))), You())), Conjunction.AND)]
    m = re.fullmatch(r"You and (target opponent|target player) each draw (a card|two cards)", s)
    if m:
        slot = parse_target(m.group(1))
        if slot is None:
            return None
        n = 1 if m.group(2) == "a card" else 2
        return [Conjoined((Draw(You(), Fixed(n)), Draw(slots.add(slot), Fixed(n))))]
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """The sentence of a node of this family (no final period); None for other nodes."""
    match e:
        case Compound(effects=(Draw(who=You()) as d, LoseLife(amount=Fixed(n=n), who=You())),
                      conjunction=Conjunction.AND):
            return f"You {low(effects.render_node(d, targets))} and you lose {n} life"
        case Conjoined(effects=(Draw(who=You(), count=Fixed(n=n)),
                                Draw(who=TargetRef() as t, count=Fixed(n=k)))) if n == k:
            cards = "a card" if n == 1 else "two cards"
            return f"You and {render_effect_object(t, targets)} each draw {cards}"
    return None
