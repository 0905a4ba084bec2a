"""``"That creature becomes a Vampire in addition to its other types."`` (CR 205.1b, 613.1d:
Olivia Voldaren, after "~ deals 1 damage to another target creature"): the objects the
previous effect acted on (:class:`~mtgrules.model.Those`) gain a creature type, with no
stated duration (indefinitely, CR 611.2b). ``It`` is read the same."""

from __future__ import annotations

import re

from mtgrules.model import AddTypes, ApplyContinuous, Duration, Those
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.subtypes import CREATURE_TYPES

_LINE = re.compile(r"(That creature|It) becomes (an?) (\w+) in addition to its other types")


def _article(word: str) -> str:
    return "an" if word[:1] in "AEIOU" else "a"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _LINE.fullmatch(s)
    if m is None or m.group(3) not in CREATURE_TYPES or m.group(2) != _article(m.group(3)):
        return None
    word = "that creature" if m.group(1) == "That creature" else "it"
    return [ApplyContinuous(Those(word), (AddTypes(subtypes=frozenset({m.group(3)})),),
                            Duration.INDEFINITE)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, ApplyContinuous) or e.duration is not Duration.INDEFINITE or \
            not isinstance(e.what, Those) or e.what.word not in ("that creature", "it") or \
            len(e.parts) != 1 or not isinstance(p := e.parts[0], AddTypes) or p.types or \
            len(p.subtypes) != 1:
        return None
    (sub,) = p.subtypes
    subject = "That creature" if e.what.word == "that creature" else "It"
    return f"{subject} becomes {_article(sub)} {sub} in addition to its other types"
