"""A noncreature permanent that becomes a creature until end of turn, the Keyrunes' and the
Idols' effect (CR 611.2, 613.1d, 205.1b):

``"~ becomes a 3/1 black and red Devil artifact creature with first strike until end of
turn"``: a continuous effect from a resolving ability on the source, locked in as it begins
(611.2c). It adds the card types and creature types (layer 4, so an artifact stays an
artifact), sets its colors (layer 5), grants the keywords (layer 6) and sets its base power
and toughness (layer 7b). The body is the creature lands' (:func:`mtgrules.oracle.manlands.
creature_body`); a land's version ends "It's still a land" and is read there.
"""

from __future__ import annotations

from mtgrules.model import ApplyContinuous, CardType, Duration, ThisObject
from mtgrules.model.continuous import AddTypes
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots, Targets
from mtgrules.oracle.manlands import creature_body, render_creature_body

_HEAD = "~ becomes "
_TAIL = " until end of turn"


def _article(body: str) -> str:
    return "an" if body[:1] in "8X" else "a"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``"~ becomes a <P/T> [colors] [creature types] artifact creature [with keywords] until
    end of turn"`` (no final period) -> an :class:`~mtgrules.model.ApplyContinuous` on the
    source; None for other sentences (and for a body that isn't an artifact creature's: a
    land's is read with "It's still a land", :mod:`mtgrules.oracle.manlands`)."""
    if not (s.startswith(_HEAD) and s.endswith(_TAIL)):
        return None
    rest = s[len(_HEAD): -len(_TAIL)]
    art, _, body = rest.partition(" ")
    if art != _article(body):
        return None
    parts = creature_body(body)
    if parts is None or not isinstance(parts[0], AddTypes) or \
            CardType.ARTIFACT not in parts[0].types:
        return None
    return [ApplyContinuous(ThisObject(), parts, Duration.END_OF_TURN)]


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, ApplyContinuous) or e.what != ThisObject() or \
            e.duration is not Duration.END_OF_TURN or not e.parts:
        return None
    first = e.parts[0]
    if not isinstance(first, AddTypes) or first.types != frozenset(
            {CardType.ARTIFACT, CardType.CREATURE}):
        return None
    body = render_creature_body(e.parts)
    if body is None:
        return None
    return f"{_HEAD}{_article(body)} {body}{_TAIL}"
