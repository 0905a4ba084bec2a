"""Creature lands (CR 613.1d, 614.1c; :mod:`mtgrules.model.manlands`):

- the static ``"If you control two or more other lands, ~ enters tapped."`` (the conditions of
  :mod:`mtgrules.oracle.lands`);
- the effect ``"[Until end of turn, ]<object> becomes a <P/T> [<colors>] [<creature types>]
  [artifact ]creature[ with <keywords, ward {N}, quoted abilities>][ until end of turn]. It's
  still a land."``: the two sentences are read together (:func:`merge_still_land`); the object
  is ``~``, a target or "it". Creature types are written in alphabetical order except that
  "Phyrexian" comes first ("Phyrexian Blinkmoth"), two colors in Oracle's pair order ("white
  and blue", "green and white"); "with all creature types" (alone or after the keywords:
  "with vigilance and all creature types") adds every creature type (CR 205.3m, like
  changeling's 702.73a), and no other subtype is then written.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AddAbilities,
    AddTypes,
    CardType,
    Duration,
    Fixed,
    SetColors,
    SetPT,
    StaticAbility,
    ThisObject,
    X,
)
from mtgrules.model.base import Ability, Color
from mtgrules.model.continuous import LayerEffect
from mtgrules.model.creature_types import CREATURE_TYPES as ALL_CREATURE_TYPES
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.manlands import BecomesCreatureLand, EntersTappedIf
from mtgrules.model.refs import Those
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, low, render_kw_list
from mtgrules.oracle.granted_ward import granted_ward
from mtgrules.oracle.lands import parse_condition, render_condition
from mtgrules.oracle.prevention import parse_ward, ward_cost
from mtgrules.oracle.subtypes import CREATURE_TYPES

_STILL = ". It's still a land"
_STILL_PLURAL = ". They're still lands"
_THOSE_LANDS = "Those lands become "
_EOT_FIRST = "Until end of turn, "
_TAIL = {" until end of turn": Duration.END_OF_TURN,
         " until your next turn": Duration.UNTIL_YOUR_NEXT_TURN}
_WORD = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED,
         "green": Color.GREEN}
_NAME = {v: k for k, v in _WORD.items()}
_PAIRS = ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")
"""Two colors in the order Oracle writes them (allied pairs, then enemy pairs)."""
_BODY = re.compile(r"(\d+|X)/(\d+|X) ((?:(?:white|blue|black|red|green)(?: and "
                   r"(?:white|blue|black|red|green))? )?)((?:[A-Z][A-Za-z'-]+ )*)(artifact )?"
                   r"creature(?: with (.+))?")
_ENTERS = re.compile(r"If (you control .+), ~ enters tapped\.")


def parse_static(line: str) -> StaticAbility | None:
    """``"If you control two or more other lands, ~ enters tapped."``; None for others."""
    m = _ENTERS.fullmatch(line)
    if m is None:
        return None
    cond = parse_condition(m.group(1))
    if cond is None:
        return None
    return StaticAbility("", line, replacement=EntersTappedIf(cond))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not (isinstance(a, StaticAbility) and isinstance(a.replacement, EntersTappedIf)):
        return None
    if a.layer_effects or a.rules or a.cost_modification or a.cda or \
            not isinstance(a.affects, ThisObject) or a.condition is not None:
        return None
    try:
        return f"If {render_condition(a.replacement.condition)}, ~ enters tapped."
    except ValueError:
        return None


def _n(v: str) -> Fixed | X:
    return X() if v == "X" else Fixed(int(v))


def _colors(words: str) -> frozenset[Color] | None:
    cs = [_WORD[w] for w in words.split(" and ")] if words else []
    if len(cs) == 2 and "".join(c.value for c in cs) not in _PAIRS:
        return None
    return frozenset(cs)


def _render_colors(cs: frozenset[Color]) -> str:
    if len(cs) == 1:
        return _NAME[next(iter(cs))] + " "
    pair = next(p for p in _PAIRS if set(p) == {c.value for c in cs})
    return f"{_NAME[Color(pair[0])]} and {_NAME[Color(pair[1])]} "


def _abilities(s: str) -> AddAbilities | None:
    """``"flying"``, ``"menace and "...""``, ``"ward {3}"``, ``"flying and ward {1}"``."""
    head, sep, last = s.rpartition(" and ")
    w = parse_ward(last if sep else s)
    cost = ward_cost(w) if w is not None else None
    if cost is not None:
        if not sep:
            return AddAbilities((granted_ward(cost),))
        kws = kw_list(head)
        return None if kws is None or ", " in head else \
            AddAbilities((*grant(kws).abilities, granted_ward(cost)))
    kws = kw_list(s)
    return grant(kws) if kws else None


def _render_abilities(a: AddAbilities) -> str:
    ab = a.abilities
    cost = ward_cost(ab[-1]) if ab else None
    if cost is not None and ab[-1] == granted_ward(cost):
        if len(ab) == 1:
            return f"ward {cost}"
        return f"{render_kw_list(granted_keywords(ab[:-1]))} and ward {cost}"
    return render_kw_list(granted_keywords(ab))


_ALL = "all creature types"


def _order(subtypes: list[str] | frozenset[str]) -> list[str]:
    """Creature types in Oracle's order: "Phyrexian" first, then alphabetical."""
    return sorted(set(subtypes), key=lambda t: (t != "Phyrexian", t))


def _body(s: str) -> tuple[LayerEffect, ...] | None:
    m = _BODY.fullmatch(s)
    if m is None or (m.group(1) == "X") != (m.group(2) == "X"):
        return None
    colors = _colors(m.group(3).strip())
    subtypes: list[str] | frozenset[str] = m.group(4).split()
    if colors is None or subtypes != _order(subtypes) or \
            any(t not in CREATURE_TYPES for t in subtypes):
        return None
    with_ = m.group(6)
    if with_ is not None and (with_ == _ALL or with_.endswith(" and " + _ALL)):
        if subtypes:
            return None
        subtypes = ALL_CREATURE_TYPES  # CR 205.3m
        with_ = None if with_ == _ALL else with_[: -len(" and " + _ALL)]
    types = {CardType.CREATURE} | ({CardType.ARTIFACT} if m.group(5) else set())
    parts: list[LayerEffect] = [AddTypes(frozenset(types), frozenset(subtypes))]
    if colors:
        parts.append(SetColors(colors))
    parts.append(SetPT(_n(m.group(1)), _n(m.group(2))))
    if with_:
        got = _abilities(with_)
        if got is None:
            return None
        parts.append(got)
    return tuple(parts)


def _render_body(parts: tuple[LayerEffect, ...]) -> str | None:
    types, *rest = parts
    if not isinstance(types, AddTypes) or not rest:
        return None
    colors = ""
    if isinstance(rest[0], SetColors) and rest[0].colors:
        colors = _render_colors(rest[0].colors)
        rest = rest[1:]
    if not rest or not isinstance(rest[0], SetPT):
        return None
    pt = rest[0]
    rest = rest[1:]
    p, t = pt.power, pt.toughness
    if isinstance(p, Fixed) and isinstance(t, Fixed):
        pt_text = f"{p.n}/{t.n}"
    elif isinstance(p, X) and isinstance(t, X):
        pt_text = "X/X"
    else:
        return None
    art = "artifact " if CardType.ARTIFACT in types.types else ""
    if types.types - {CardType.ARTIFACT, CardType.CREATURE}:
        return None
    every = types.subtypes == ALL_CREATURE_TYPES
    subs = "" if every else "".join(st + " " for st in _order(types.subtypes))
    with_ = ""
    if rest:
        if len(rest) != 1 or not isinstance(rest[0], AddAbilities):
            return None
        try:
            with_ = " with " + _render_abilities(rest[0])
        except ValueError:
            return None
    if every:
        with_ = f"{with_} and {_ALL}" if with_ else f" with {_ALL}"
    return f"{pt_text} {colors}{subs}{art}creature{with_}"


def creature_body(s: str) -> tuple[LayerEffect, ...] | None:
    """The layer effects of ``"3/1 black and red Devil artifact creature with first strike"``
    (types first, then colors, P/T and abilities); None for another phrase."""
    return _body(s)


def render_creature_body(parts: tuple[LayerEffect, ...]) -> str | None:
    """The inverse of :func:`creature_body`; None for parts it doesn't write."""
    return _render_body(parts)


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """The joined "becomes ... It's still a land" sentences (no final period); None if not
    of this family."""
    if s.startswith(_THOSE_LANDS) and s.endswith(_STILL_PLURAL):
        return _parse_those_lands(s[len(_THOSE_LANDS): -len(_STILL_PLURAL)])
    if not s.endswith(_STILL):
        return None
    n = len(slots.targets)
    got = _parse_still(s[: -len(_STILL)], slots)
    if got is not None:
        return got
    del slots.targets[n:]
    # another family's "becomes" sentence, whose node renders "It's still a land" itself
    return effects.parse_sentence(s[: -len(_STILL)], slots)


def _parse_those_lands(body: str) -> list[Effect] | None:
    """"Those lands become 4/4 Elemental creatures with trample. They're still lands." (the
    lands the previous effect put onto the battlefield, for good: CR 611.2c, 613.1d)."""
    singular = re.sub(r"\bcreatures\b", "creature", body, count=1)
    parts = _body(singular) if singular != body else None
    if parts is None:
        return None
    return [BecomesCreatureLand(Those("those lands"), parts, Duration.INDEFINITE)]


def _parse_still(s: str, slots: effects.Slots) -> list[Effect] | None:
    eot_first = s.startswith(_EOT_FIRST)
    duration = Duration.INDEFINITE
    if eot_first:
        s, duration = s[len(_EOT_FIRST):], Duration.END_OF_TURN
    else:
        for tail, d in _TAIL.items():
            if s.endswith(tail):
                s, duration = s[: -len(tail)], d
                break
    m = re.fullmatch(r"(.+?) becomes (an?) (.+)", s)
    if m is None or m.group(2) != ("an" if m.group(3)[:1] in "8X" else "a"):
        return None
    parts = _body(m.group(3))
    if parts is None:
        return None
    subject = m.group(1)
    what = Those() if subject == ("it" if eot_first else "It") else \
        effects._object(low(subject) if not eot_first else subject, slots)
    if what is None:
        return None
    return [BecomesCreatureLand(what, parts, duration, eot_first)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, BecomesCreatureLand):
        return None
    body = _render_body(e.parts)
    if body is None:
        return None
    if e.what == Those("those lands"):
        if e.duration is not Duration.INDEFINITE or e.eot_first:
            return None
        plural = re.sub(r"\bcreature\b", "creatures", body, count=1)
        return f"{_THOSE_LANDS}{plural}{_STILL_PLURAL}"
    if isinstance(e.what, Those):
        who = "it"
    else:
        try:
            who = effects._render_object(e.what, targets)
        except ValueError:
            return None
    art = "an" if body[:1] in "8X" else "a"
    text = f"{who} becomes {art} {body}"
    if e.eot_first:
        return f"{_EOT_FIRST}{text}{_STILL}"
    tail = next((t for t, d in _TAIL.items() if d is e.duration), "")
    return f"{text[:1].upper()}{text[1:]}{tail}{_STILL}"
