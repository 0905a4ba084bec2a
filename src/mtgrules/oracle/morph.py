"""The face-down family (CR 708): the keyword lines ``"Morph {2}{B}{G}{U}"`` (702.37a),
``"Megamorph {5}{B}{B}"`` (702.37b) and ``"Disguise {4}{B}{B}"`` (702.168a), and the trigger
events ``"When ~ is turned face up"`` / ``"Whenever a permanent you control is turned face
up"`` (702.37e), and the effects "Manifest dread", "Manifest / Cloak the top card of your
library" (701.40, 701.58, 701.62). Costs with X (702.37f) and non-mana morph costs ("Morph—Reveal a white
card") are not read."""

from __future__ import annotations

import re

from mtgrules.mana import ManaCost
from mtgrules.model import Attach, CounterKind, Each, Fixed, PutCounters, ThisObject, Those
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
from mtgrules.oracle.effects import Slots, Targets, render_node
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


def parse_manifest_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """``"Manifest dread"``, ``"Manifest the top card of your library"``, ``"Cloak the top two
    cards of your library"`` (one sentence, no final period) -> the effect; None otherwise."""
    if s == "Manifest dread":
        return [ManifestDread()]
    m = _MANIFEST.fullmatch(s)
    if not m:
        return None
    return [Manifest(_COUNTS[m.group(2)], cloak=m.group(1) == "Cloak")]


def render_manifest(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse_manifest_sentence` (None for another node)."""
    if isinstance(e, ManifestDread):
        return "Manifest dread"
    if not isinstance(e, Manifest):
        return None
    what = {v: k for k, v in _COUNTS.items()}.get(e.count)
    if what is None:
        raise ValueError(f"manifesting {e.count} cards has no rendering")
    return f"{'Cloak' if e.cloak else 'Manifest'} the top {what} of your library"


_THEN = re.compile(r"(Manifest dread|(?:Manifest|Cloak) the top card of your library), then "
                   r"(.+)")
_COUNTERS_ON_IT = re.compile(r"put (a|two|three) \+1/\+1 counters? on it")
_N = {"a": 1, "two": 2, "three": 3}


def _then_part(text: str) -> Effect | None:
    """What a manifest sentence goes on to do to the face-down creature it made."""
    m = _COUNTERS_ON_IT.fullmatch(text)
    if m and (m.group(1) == "a") == text.endswith(" counter on it"):
        return PutCounters(Those("it"), CounterKind.P1P1, Fixed(_N[m.group(1)]))
    if text == "attach ~ to that creature":
        return Attach(ThisObject(), Those("that creature"))
    return None


def parse_manifest_then(s: str, slots: Slots) -> list[Effect] | None:
    """``"Manifest the top card of your library, then put a +1/+1 counter on it"``,
    ``"Manifest dread, then attach ~ to that creature"``: the manifest, then an effect on
    the permanent it made ("it", "that creature": :class:`~mtgrules.model.Those`)."""
    m = _THEN.fullmatch(s)
    if not m:
        return None
    head = parse_manifest_sentence(m.group(1), slots)
    tail = _then_part(m.group(2))
    if head is None or tail is None:
        return None
    return [head[0], tail]


def _then_text(e: Effect) -> str | None:
    match e:
        case PutCounters(what=Those(word="it"), counter=CounterKind.P1P1, count=Fixed(n=n)) \
                if n in (1, 2, 3):
            word = {v: k for k, v in _N.items()}[n]
            return f"put {word} +1/+1 counter{'' if n == 1 else 's'} on it"
        case Attach(what=ThisObject(), to=Those(word="that creature")):
            return "attach ~ to that creature"
        case _:
            return None


def render_manifest_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """The sentences of an effect holding a manifest followed by an effect on what it made
    (the inverse of :func:`parse_manifest_then`); None when it holds no such pair."""
    def pair(i: int) -> str | None:
        if i + 1 >= len(effect) or not isinstance(effect[i], Manifest | ManifestDread):
            return None
        e = effect[i]
        if isinstance(e, Manifest) and e.count != 1:
            return None
        tail = _then_text(effect[i + 1])
        head = render_manifest(e, targets)
        return None if tail is None or head is None else f"{head}, then {tail}"
    if not any(pair(i) for i in range(len(effect))):
        return None
    out: list[str] = []
    i = 0
    while i < len(effect):
        both = pair(i)
        out.append((both if both is not None else render_node(effect[i], targets)) + ".")
        i += 2 if both is not None else 1
    return " ".join(out)
