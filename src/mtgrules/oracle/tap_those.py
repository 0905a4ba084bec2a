"""``"Untap that permanent."`` / ``"Tap it."`` / ``"Untap those creatures."`` (CR 701.26):
tap or untap the objects the previous effect of the ability acted on
(:class:`~mtgrules.model.Those`): Zealous Conscripts' "gain control of target permanent until
end of turn. Untap that permanent." The words are kept for the rendering."""

from __future__ import annotations

import re

from mtgrules.model import Tap, Those, Untap
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import THOSE_WORDS
from mtgrules.oracle.effects import Slots

_LINE = re.compile(r"(Tap|Untap) (.+)")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _LINE.fullmatch(s)
    if m is None or not m.group(2) or m.group(2) not in THOSE_WORDS:
        return None
    w = Those(m.group(2))
    return [Tap(w) if m.group(1) == "Tap" else Untap(w)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, Tap | Untap) and isinstance(e.what, Those) and e.what.word:
        return f"{type(e).__name__} {e.what.word}"
    return None
