"""``"[Effect] and [effect]"``: two effects of one sentence joined by "and", each read by the
effect readers (CR 608.2c: done in the order written; :class:`~mtgrules.model.Conjoined`).
"Each opponent loses 1 life and you gain 1 life" splits; "gets +1/+1 and gains flying" (one
subject, one continuous effect) doesn't.

Tried after every other sentence reader (:data:`mtgrules.oracle.readers.SENTENCE_READERS`).
"""

from __future__ import annotations

import re

from mtgrules.model import ApplyContinuous, Conjoined, TargetSlot, You
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import cap, low


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``"A and b"``: the first split where both halves are sentences of their own, the
    second with a subject of its own (so "gets +1/+1 and gains flying" is not split), or an
    imperative whose subject is the first half's you; None when no split reads."""
    targets = slots.targets
    start = len(targets)
    for m in re.finditer(r" and ", s):
        first, second = s[: m.start()], s[m.end():]
        if ". " in first:  # "You may A. If you do, B and C": "and" joins B and C, inside
            continue       # the "If you do" (CR 608.2c), never across two sentences
        if first.startswith("If ") and ", " in first:
            continue  # "If X, A and B": the condition covers both (CR 608.2c)
        subject = re.match(r"(you|each|target|~) ", second) is not None
        # "You gain 1 life and draw a card", "Put a +1/+1 counter on ~ and scry 1": the
        # second half shares the first's subject (you) when it has none of its own
        imperative = not subject and re.match(r"(You [a-z]+|[A-Z][a-z]+) ", first) is not None \
            and not first.startswith(("Target ", "Each ", "Until "))
        if not (subject or imperative):
            continue
        a = effects.parse_sentence(first, slots)
        b = effects.parse_sentence(cap(second), slots) if a is not None and len(a) == 1 \
            else None
        if b is not None and imperative and b and not _you_verb(b[0]):
            b = None
        if a is not None and b is not None and len(b) == 1:
            return [Conjoined((a[0], b[0]))]
        del targets[start:]
    return None


def _you_verb(e: Effect) -> bool:
    """An effect written as an imperative whose subject is you ("draw a card", "scry 1")."""
    return isinstance(getattr(e, "who", You()), You) and not isinstance(e, ApplyContinuous)


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case Conjoined(effects=(a, b)):
            try:
                return f"{effects.render_node(a, targets)} and " \
                       f"{low(effects.render_node(b, targets))}"
            except ValueError:  # a half with no rendering: not this family's sentence
                return None
    return None
