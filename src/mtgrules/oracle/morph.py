"""The face-down family (CR 708): the keyword lines ``"Morph {2}{B}{G}{U}"`` (702.37a),
``"Megamorph {5}{B}{B}"`` (702.37b) and ``"Disguise {4}{B}{B}"`` (702.168a), and the trigger
events ``"When ~ is turned face up"`` / ``"Whenever a permanent you control is turned face
up"`` (702.37e), and the effects "Manifest dread", "Manifest / Cloak the top card of your
library" (701.40, 701.58, 701.62). Costs with X (702.37f) and non-mana morph costs ("Morph—Reveal a white
card") are not read."""

from __future__ import annotations

import re

from mtgrules.mana import ManaCost
from mtgrules.model import Each, ThisObject
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect
from mtgrules.model.face_down import (
    FaceDownCasting,
    FaceDownKind,
    Manifest,
    ManifestDread,
    TurnedFaceUp,
)
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


# --- manifest, cloak, manifest dread (CR 701.40, 701.58, 701.62) ------------------------------

_MANIFEST = re.compile(r"(Manifest|Cloak) the top (card|two cards|three cards) of your library")
_COUNTS = {"card": 1, "two cards": 2, "three cards": 3}


def parse_manifest_sentence(s: str, slots: object) -> list[Effect] | None:
    """``"Manifest dread"``, ``"Manifest the top card of your library"``, ``"Cloak the top two
    cards of your library"`` (one sentence, no final period) -> the effect; None otherwise."""
    if s == "Manifest dread":
        return [ManifestDread()]
    m = _MANIFEST.fullmatch(s)
    if not m:
        return None
    return [Manifest(_COUNTS[m.group(2)], cloak=m.group(1) == "Cloak")]


def render_manifest(e: Effect, targets: object) -> str | None:
    """The inverse of :func:`parse_manifest_sentence` (None for another node)."""
    if isinstance(e, ManifestDread):
        return "Manifest dread"
    if not isinstance(e, Manifest):
        return None
    what = {v: k for k, v in _COUNTS.items()}.get(e.count)
    if what is None:
        raise ValueError(f"manifesting {e.count} cards has no rendering")
    return f"{'Cloak' if e.cloak else 'Manifest'} the top {what} of your library"
