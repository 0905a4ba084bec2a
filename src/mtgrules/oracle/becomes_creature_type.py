"""The "becomes a [creature type]" family (CR 205.1a-b, 613.1d, 613.4b) and doubling (701.10),
as AFR prints them:

- ``"Until end of turn, target creature becomes a Dragon with base power and toughness 4/4
  and gains flying"`` (layer parts: creature types, abilities, base P/T);
- ``"Up to one target creature becomes a Bird with base power and toughness 1/1 and flying
  until end of turn"`` (creature types, base P/T, abilities: the order of the parts records
  which of the two wordings the text uses; the layers apply them by layer either way);
- ``"~ becomes a Shapeshifter artifact creature with base power and toughness 3/3 until end
  of turn"`` (an artifact creature keeps its other types, 205.1b);
- ``"Until end of turn, target creature you control has base power and toughness X/X and
  becomes a Giant in addition to its other types"``;
- ``"Until end of turn, ~ has base power and toughness 5/3, gains trample, and isn't a
  Human"``;
- the static ``"~ is a Bear with base power and toughness 4/2."`` (under "During your turn,");
- ``"Double target creature's power and toughness until end of turn"`` (701.10b).

Declared in :mod:`mtgrules.oracle.readers` (sentence parser, node renderer, static
parser and ability renderer).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    Duration,
    Fixed,
    RemoveSubtypes,
    SetCreatureTypes,
    SetPT,
    StaticAbility,
    TargetSlot,
    ThisObject,
    X,
)
from mtgrules.model.base import Ability, CardType
from mtgrules.model.effects import Effect
from mtgrules.model.keyword_actions import DoublePT
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap, grant, granted_keywords, kw_list, low, render_kw_list
from mtgrules.oracle.subtypes import CREATURE_TYPES

Targets = tuple[TargetSlot, ...]

_BASE = r" with base power and toughness (\d+|X)/(\d+|X)"
_EOT = "Until end of turn, "


def _art(word: str) -> str:
    return "an" if word[:1] in "AEIOU" else "a"


def _type(art: str, word: str) -> frozenset[str] | None:
    return frozenset({word}) if word in CREATURE_TYPES and art == _art(word) else None


def _n(v: str) -> Fixed | X:
    return X() if v == "X" else Fixed(int(v))


def _pt(p: str, t: str) -> SetPT | None:
    if (p == "X") != (t == "X"):
        return None
    return SetPT(_n(p), _n(t))


def _render_n(v: object) -> str:
    if isinstance(v, X):
        return "X"
    if isinstance(v, Fixed):
        return str(v.n)
    raise ValueError("base power and toughness without a rendering")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period), or None."""
    m = re.fullmatch(r"Double (.+?)'s power and toughness until end of turn", s)
    if m:
        what = effects._object(low(m.group(1)), slots)
        return [DoublePT(what)] if what is not None else None
    m = re.fullmatch(_EOT + r"(.+?) becomes (an?) (\w+)" + _BASE + r" and gains (.+)", s)
    if m:
        return _make(m.group(1), slots, _type(m.group(2), m.group(3)),
                     lambda ty: (SetCreatureTypes(ty), grant(kws), pt)
                     if (kws := kw_list(m.group(6))) and (pt := _pt(m.group(4), m.group(5)))
                     else None)
    m = re.fullmatch(r"(.+?) becomes (an?) (\w+)( artifact creature)?" + _BASE +
                     r"(?: and (.+))? until end of turn", s)
    if m and not s.startswith(_EOT):
        pt = _pt(m.group(5), m.group(6))
        kws = kw_list(m.group(7)) if m.group(7) else ()
        if pt is None or kws is None:
            return None
        extra = (grant(kws),) if kws else ()
        if m.group(4):  # "a Shapeshifter artifact creature" (CR 205.1b)
            return _make(m.group(1), slots, _type(m.group(2), m.group(3)), lambda ty: (
                AddTypes(frozenset({CardType.ARTIFACT, CardType.CREATURE})),
                SetCreatureTypes(ty), pt, *extra))
        return _make(m.group(1), slots, _type(m.group(2), m.group(3)),
                     lambda ty: (SetCreatureTypes(ty), pt, *extra))
    m = re.fullmatch(_EOT + r"(.+?) has base power and toughness (\d+|X)/(\d+|X) and becomes "
                     r"(an?) (\w+) in addition to its other types", s)
    if m:
        pt = _pt(m.group(2), m.group(3))
        return _make(m.group(1), slots, _type(m.group(4), m.group(5)),
                     lambda ty: (pt, AddTypes(subtypes=ty)) if pt else None)
    m = re.fullmatch(_EOT + r"(.+?) has base power and toughness (\d+)/(\d+), gains (\w+), "
                     r"and isn't (an?) (\w+)", s)
    if m:
        pt = _pt(m.group(2), m.group(3))
        kws = kw_list(m.group(4))
        return _make(m.group(1), slots, _type(m.group(5), m.group(6)),
                     lambda ty: (pt, grant(kws), RemoveSubtypes(ty)) if pt and kws else None)
    return None


def _make(subject: str, slots: effects.Slots, ty: frozenset[str] | None,
          parts_of: object) -> list[Effect] | None:
    if ty is None:
        return None
    parts = parts_of(ty)  # type: ignore[operator]
    if parts is None:
        return None
    mark = len(slots.targets)
    what = effects._object(low(subject), slots)
    if what is None:
        del slots.targets[mark:]
        return None
    return [ApplyContinuous(what, tuple(parts), Duration.END_OF_TURN)]


def render(e: Effect, targets: Targets) -> str | None:
    """The sentence of a node of this family (no final period); None for other nodes."""
    if isinstance(e, DoublePT):
        return f"Double {effects._render_object(e.what, targets)}'s power and toughness " \
            "until end of turn"
    if not isinstance(e, ApplyContinuous) or e.duration is not Duration.END_OF_TURN:
        return None
    parts = e.parts
    if not any(isinstance(p, SetCreatureTypes | RemoveSubtypes) for p in parts) and not (
            len(parts) == 2 and isinstance(parts[1], AddTypes) and not parts[1].types):
        return None
    who = effects._render_object(e.what, targets)
    match parts:
        case (SetCreatureTypes(subtypes=ty), AddAbilities() as a, SetPT() as pt):
            return f"{_EOT}{who} becomes {_one(ty)}{_base(pt)} and gains {_kws(a)}"
        case (SetCreatureTypes(subtypes=ty), SetPT() as pt, *rest) if len(rest) <= 1:
            tail = f" and {_kws(rest[0])}" if rest else ""
            return f"{cap(who)} becomes {_one(ty)}{_base(pt)}{tail} until end of turn"
        case (AddTypes(types=types, subtypes=frozenset()), SetCreatureTypes(subtypes=ty),
              SetPT() as pt) if types == {CardType.ARTIFACT, CardType.CREATURE}:
            return f"{cap(who)} becomes {_one(ty)} artifact creature{_base(pt)} until end of " \
                "turn"
        case (SetPT() as pt, AddTypes(types=frozenset(), subtypes=ty)):
            return f"{_EOT}{who} has base power and toughness {_render_n(pt.power)}/" \
                f"{_render_n(pt.toughness)} and becomes {_one(ty)} in addition to its other " \
                "types"
        case (SetPT() as pt, AddAbilities() as a, RemoveSubtypes(subtypes=ty)):
            return f"{_EOT}{who} has base power and toughness {_render_n(pt.power)}/" \
                f"{_render_n(pt.toughness)}, gains {_kws(a)}, and isn't {_one(ty)}"
    return None


def _one(ty: frozenset[str]) -> str:
    if len(ty) != 1:
        raise ValueError("several creature types have no rendering")
    word = next(iter(ty))
    return f"{_art(word)} {word}"


def _base(pt: SetPT) -> str:
    return f" with base power and toughness {_render_n(pt.power)}/{_render_n(pt.toughness)}"


def _kws(a: object) -> str:
    if not isinstance(a, AddAbilities):
        raise ValueError("not granted keywords")
    return render_kw_list(granted_keywords(a.abilities))


def parse_static(line: str) -> StaticAbility | None:
    """``"~ is a Bear with base power and toughness 4/2."`` (layers 4 and 7b)."""
    m = re.fullmatch(r"~ is (an?) (\w+) with base power and toughness (\d+)/(\d+)\.", line)
    if m is None:
        return None
    ty = _type(m.group(1), m.group(2))
    if ty is None:
        return None
    return StaticAbility("", line, affects=ThisObject(), layer_effects=(
        SetCreatureTypes(ty), SetPT(Fixed(int(m.group(3))), Fixed(int(m.group(4))))))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`, with its condition ("During your turn, ");
    None for other abilities."""
    if isinstance(a, StaticAbility) and a.condition is not None:
        from mtgrules.oracle.statics import _STATIC_CONDITIONS
        head = next((h for h, c in _STATIC_CONDITIONS if c == a.condition), None)
        inner = render_static(dataclasses.replace(a, condition=None))
        return head + inner if head is not None and inner is not None else None
    if not isinstance(a, StaticAbility) or a.affects != ThisObject() or a.rules or \
            a.replacement is not None or a.cost_modification is not None or a.cda:
        return None
    match a.layer_effects:
        case (SetCreatureTypes(subtypes=ty), SetPT(power=Fixed(n=p), toughness=Fixed(n=t))):
            return f"~ is {_one(ty)} with base power and toughness {p}/{t}."
    return None
