"""The face-down family (CR 708): the keyword lines ``"Morph {2}{B}{G}{U}"`` (702.37a),
``"Megamorph {5}{B}{B}"`` (702.37b) and ``"Disguise {4}{B}{B}"`` (702.168a), and the trigger
events ``"When ~ is turned face up"`` / ``"Whenever a permanent you control is turned face
up"`` (702.37e). Costs with X (702.37f) and non-mana morph costs ("Morph—Reveal a white
card") are not read."""

from __future__ import annotations

import re

from mtgrules.mana import ManaCost
from mtgrules.model import Each, ThisObject
from mtgrules.model.base import Ability
from mtgrules.model.face_down import FaceDownCasting, FaceDownKind, TurnedFaceUp
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.phrases import common, parse_permanents, render_permanents

_KINDS = {k.value.capitalize(): k for k in FaceDownKind}
_LINE = re.compile(r"(Morph|Megamorph|Disguise) ((?:\{(?:[0-9]+|[WUBRGC]|[WUBRG]/[WUBRG])\})+)")


def parse_morph(line: str) -> FaceDownCasting | None:
    """A morph, megamorph or disguise line -> its ability; None if not of this family."""
    m = _LINE.fullmatch(line)
    if not m:
        return None
    return FaceDownCasting("", line, kind=_KINDS[m.group(1)], cost=ManaCost.parse(m.group(2)))


def render_morph(a: Ability) -> str | None:
    """The inverse of :func:`parse_morph` (None for another ability)."""
    if not isinstance(a, FaceDownCasting):
        return None
    if not a.cost.symbols:
        raise ValueError("a morph cost has at least one symbol")
    return f"{a.kind.value.capitalize()} {a.cost}"


def parse_face_up_event(text: str) -> TriggerEvent | None:
    """``"When ~ is turned face up"`` and ``"Whenever a/an/another [permanents] is turned face
    up"`` -> the event; None otherwise."""
    if text == "When ~ is turned face up":
        return TurnedFaceUp(ThisObject())
    m = re.fullmatch(r"Whenever (a|an|another) (.+) is turned face up", text)
    if not m:
        return None
    noun = m.group(2)
    f = parse_permanents(("other " if m.group(1) == "another" else "") + noun)
    if f is None:
        return None
    event = TurnedFaceUp(Each(f))
    return event if render_face_up_event(event) == text else None


def render_face_up_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_face_up_event` (None for another event)."""
    if not isinstance(e, TurnedFaceUp):
        return None
    if isinstance(e.what, ThisObject):
        return "When ~ is turned face up"
    if e.what.controlled_by is not None:
        raise ValueError("no rendering")
    f = e.what.filter
    if common(f).other:
        return f"Whenever another {render_permanents(f, other_word='')} is turned face up"
    noun = render_permanents(f)
    art = "an" if noun[:1] in "aeiou" else "a"
    return f"Whenever {art} {noun} is turned face up"
