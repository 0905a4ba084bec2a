"""``"You draw a card and you lose 1 life"``: two effects on you in one sentence, each verb
with its subject written out (CR 121.1 draw, 119.3 life loss, 608.2c in order).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` among the node renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import Compound, Conjunction, Draw, Fixed, LoseLife, TargetSlot, You
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import low

Targets = tuple[TargetSlot, ...]


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (capitalised, no final period) of this family, or None."""
    m = re.fullmatch(r"You draw (a card|\w+ cards) and you lose (\d+) life", s)
    if m:
        got = effects.parse_sentence("Draw " + m.group(1), slots)
        if got is None or len(got) != 1:
            return None
        return [Compound((got[0], LoseLife(Fixed(int(m.group(2))), You())), Conjunction.AND)]
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """The sentence of a node of this family (no final period); None for other nodes."""
    match e:
        case Compound(effects=(Draw(who=You()) as d, LoseLife(amount=Fixed(n=n), who=You())),
                      conjunction=Conjunction.AND):
            return f"You {low(effects.render_node(d, targets))} and you lose {n} life"
    return None
