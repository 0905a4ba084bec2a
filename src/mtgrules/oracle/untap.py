"""``"Untap up to four lands"`` (CR 701.26b, 107.1c): permanents the effect's controller
chooses as it resolves, not targets -> :class:`~mtgrules.model.untap.UntapUpTo`. The noun is
the shared plural reader's (``"lands"``, ``"creatures"``, ``"artifacts"``).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import Whose
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.untap import UntapUpTo
from mtgrules.oracle import effects
from mtgrules.oracle.phrases import common, parse_word_number, word_number

_UP_TO = re.compile(r"Untap up to (\w+) (.+)")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (no final period); None if not of this family."""
    m = _UP_TO.fullmatch(s)
    if not m:
        return None
    n = parse_word_number(m.group(1))
    f = effects.parse_plural(m.group(2))
    if n is None or n < 2 or f is None or common(f).controller is not Whose.ANY or \
            word_number(n) != m.group(1):
        return None  # "up to one land" is written "Untap up to one target land"
    return [UntapUpTo(n, f)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, UntapUpTo):
        return None
    return f"Untap up to {word_number(e.count)} {effects.render_plural(e.filter)}"
