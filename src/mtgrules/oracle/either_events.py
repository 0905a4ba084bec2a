"""One triggered ability with two trigger events (CR 603.2):

- ``"Whenever you cast a red spell or a Mountain you control enters"`` (Staff of the Flame
  Magus): the two conditions after one "Whenever", joined by "or";
- ``"At the beginning of your upkeep and whenever you cast a red spell"`` (Shrine of Burning
  Rage): a step trigger and a "whenever" trigger joined by "and".

Each part is read by the whole trigger-condition reader
(:func:`mtgrules.oracle.triggers.parse_event`); the ability triggers on each occurrence of
either (:class:`~mtgrules.model.triggers.EitherEvent`).
"""

from __future__ import annotations

import re

from mtgrules.model.triggers import EitherEvent, EventJoin, TriggerEvent

_AND = re.compile(r"(At the beginning of .+?) and whenever (.+)")


def parse_event(text: str) -> TriggerEvent | None:
    """The trigger condition of two events (see the module doc); None for other text."""
    from mtgrules.oracle.triggers import parse_event as parse_one
    m = _AND.fullmatch(text)
    if m is not None:
        first, second = parse_one(m.group(1)), parse_one("Whenever " + m.group(2))
        if first is not None and second is not None and \
                not isinstance(first, EitherEvent) and not isinstance(second, EitherEvent):
            return EitherEvent(first, second, EventJoin.AND)
        return None
    if not text.startswith("Whenever ") or " or " not in text:
        return None
    body = text[len("Whenever "):]
    for m2 in re.finditer(" or ", body):
        left, right = body[: m2.start()], body[m2.end():]
        first, second = parse_one("Whenever " + left), parse_one("Whenever " + right)
        if first is not None and second is not None and \
                not isinstance(first, EitherEvent) and not isinstance(second, EitherEvent):
            return EitherEvent(first, second, EventJoin.OR)
    return None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    from mtgrules.oracle.triggers import render_event as render_one
    if not isinstance(e, EitherEvent):
        return None
    first, second = render_one(e.first), render_one(e.second)
    if not second.startswith("Whenever "):
        return None
    if e.join is EventJoin.AND:
        if not first.startswith("At the beginning of "):
            return None
        return f"{first} and whenever {second[len('Whenever '):]}"
    if not first.startswith("Whenever "):
        return None
    return f"{first} or {second[len('Whenever '):]}"
