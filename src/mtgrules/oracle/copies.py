"""Copy-effect templates (CR 707) -> :mod:`mtgrules.model.copies`:

- ``"Create a token that's a copy of <object>[, except <exceptions>]"``, ``"Create two tokens
  that are copies of <object>"``, ``"Create a tapped token that's a copy of <object>"``
  (CR 111.2, 707.2);
- ``"<object> becomes a copy of <object>[, except <exceptions>]"`` (707.2, 613.2a);
- ``"Populate"`` (701.36a);
- the exceptions (707.9), joined as Oracle lists them (``"X and Y"``, ``"X, Y, and Z"``):
  ``"it's not legendary"``, ``"it's white"``, ``"it has no mana cost"``, ``"it's 4/4"``,
  ``"it's a 1/1"``, ``"it's a Zombie in addition to its other types"``, ``"it has haste"``,
  ``'it has "..."'`` (a quoted ability of the token, "this token" naming it), with
  "they're"/"they have" for several tokens.

``<object>``: ``~``, ``"that creature"``/``"it"`` (what the effect before acted on), a target
phrase (``"target creature you control"``, ``"another target artifact or creature"``,
``"target token you control"``). The parsers take the shared object parser and renderer as
arguments (this module imports no shared effect module).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgrules.model import Fixed, TargetSlot, Those
from mtgrules.model.base import CardType, Color, CounterKind
from mtgrules.model.copies import (
    AlsoTypes,
    BecomeCopy,
    CopyException,
    CreateTokenCopy,
    HadCounters,
    HasAbilities,
    IsColor,
    IsPT,
    NoManaCost,
    NotLegendary,
    Populate,
    TokenCopyAtNextEndStep,
)
from mtgrules.model.effects import Effect
from mtgrules.model.refs import ObjectRef, Ref
from mtgrules.model.roll_again import MayRollAgain
from mtgrules.model.triggers import Dies
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.phrases import parse_word_number, word_number
from mtgrules.oracle.subtypes import SUBTYPE_WORDS

ObjectParser = Callable[[str, Any], ObjectRef | None]
ObjectRenderer = Callable[[Ref, tuple[TargetSlot, ...]], str]

_COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK,
                "red": Color.RED, "green": Color.GREEN}
_WORD_OF_COLOR = {v: k for k, v in _COLOR_WORDS.items()}
_CARD_TYPES = {t.value.lower(): t for t in CardType}

_ONE = re.compile(r"Create (a|an|two|three|four|five) (tapped and attacking |tapped )?(tokens? "
                  r"th(?:at's a copy|at are "
                  r"copies) of) (.+?)(?:, except (.+))?")
_BECOMES = re.compile(r"(.+?) becomes a copy of (.+?)(?:, except (.+))?")
_THOSE = {"that creature": "that creature", "it": "it", "that card": "that card"}
_CLAUSE_SPLIT = re.compile(r", and (?=it|they)|, (?=it|they)| and (?=it's|it has|they're|they "
                           r"have|it isn't)")


def _obj(s: str, slots: Any, parse_object: ObjectParser) -> ObjectRef | None:
    if s in _THOSE:
        return Those(_THOSE[s])
    return parse_object(s, slots)


def _render_obj(ref: Ref, targets: tuple[TargetSlot, ...], render_object: ObjectRenderer) -> str:
    if isinstance(ref, Those):
        if ref.word not in _THOSE:
            raise ValueError("no rendering of that pronoun here")
        return ref.word
    return render_object(ref, targets)


def another_target(slots: list[TargetSlot]) -> bool:
    """Whether two required target slots are "target X ... another target X" (same kind of
    object, the second other than the first): the engine never lets one spell or ability
    choose the same object for two slots (:func:`mtgrules.rules.targeting.target_options`),
    and checks that different objects exist for them (601.2c, 115.3)."""
    return len(slots) == 2 and slots[0].text.startswith("target ") and \
        slots[1].text == "another " + slots[0].text


def parse_exceptions(s: str, plural: bool = False, holder: str | None = "token"
                     ) -> tuple[CopyException, ...]:
    """``"it's not legendary and it has haste"`` -> the exceptions (CR 707.9), in order;
    ``holder``: the word a quoted ability names the copy with ("this token"), None when the
    line's normalisation already wrote it ``~`` ("this creature", CR 201.5). Raises
    Unsupported for a clause no template reads."""
    it_s, it_has = ("they're ", "they have ") if plural else ("it's ", "it has ")
    parts = _CLAUSE_SPLIT.split(s)
    bare = re.sub(r'"[^"]*"', '""', s)  # the list's own commas, not a quoted ability's
    if len(parts) > 2 and ", and " not in bare or len(parts) == 2 and ", " in bare.replace(
            ", and ", ""):
        raise Unsupported(f"exceptions not listed as Oracle lists them: {s!r}")
    out: list[CopyException] = []
    for p in parts:
        x = _clause(p, it_s, it_has, holder)
        if x is None:
            raise Unsupported(f"copy exception not supported: {p!r}")
        out.append(x)
    return tuple(out)


def _clause(p: str, it_s: str, it_has: str, holder: str | None = "token"
            ) -> CopyException | None:
    if p == it_s + "not legendary":
        return NotLegendary()
    if p == it_has + "no mana cost":
        return NoManaCost()
    if p.startswith(it_s):
        rest = p[len(it_s):]
        if rest in _COLOR_WORDS:
            return IsColor(frozenset({_COLOR_WORDS[rest]}))
        m = re.fullmatch(r"(a )?(\d+)/(\d+)", rest)
        if m:
            return IsPT(int(m.group(2)), int(m.group(3)), article=bool(m.group(1)))
        m = re.fullmatch(r"an? (.+) in addition to (?:its|their) other types", rest)
        if m:
            words = m.group(1).split(" ")
            types = tuple(_CARD_TYPES[w] for w in words if w in _CARD_TYPES)
            subs = tuple(w for w in words if w not in _CARD_TYPES)
            if (types and subs) or any(w not in SUBTYPE_WORDS for w in subs):
                return None
            art = "an" if words[0][0].lower() in "aeiou" else "a"
            if not m.group(0).startswith(art + " "):
                return None
            return AlsoTypes(types, subs)
        return None
    if p.startswith(it_has):
        kws = kw_list(p[len(it_has):])
        if kws is None:
            return None
        return HasAbilities(grant(kws, holder).abilities)
    return None


def render_exceptions(xs: tuple[CopyException, ...], plural: bool = False,
                      holder: str | None = "token") -> str:
    """The inverse of :func:`parse_exceptions`."""
    it_s, it_has = ("they're ", "they have ") if plural else ("it's ", "it has ")
    their = "their" if plural else "its"
    parts = []
    for x in xs:
        match x:
            case NotLegendary():
                parts.append(it_s + "not legendary")
            case NoManaCost():
                parts.append(it_has + "no mana cost")
            case IsColor(colors=cs) if len(cs) == 1:
                parts.append(it_s + _WORD_OF_COLOR[next(iter(cs))])
            case IsPT(power=p, toughness=t, article=a):
                parts.append(f"{it_s}{'a ' if a else ''}{p}/{t}")
            case AlsoTypes(types=ts, subtypes=sts) if not (ts and sts):
                words = " ".join([t.value.lower() for t in ts] + list(sts))
                art = "an" if words[0].lower() in "aeiou" else "a"
                parts.append(f"{it_s}{art} {words} in addition to {their} other types")
            case HasAbilities(abilities=ab):
                parts.append(it_has + render_kw_list(granted_keywords(ab, holder)))
            case _:
                raise ValueError("a copy exception with no rendering")
    if len(parts) <= 2:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


def parse(s: str, slots: Any, parse_object: ObjectParser) -> list[Effect] | None:
    """One sentence (no final period) of this family; None if not of it."""
    if s == "Populate":  # CR 701.36a
        return [Populate()]
    m = _ONE.fullmatch(s)
    if m:
        n = parse_word_number(m.group(1))
        plural = m.group(3).startswith("tokens")
        if n is None or (n > 1) != plural or (m.group(1) == "an"):
            return None
        of = _obj(m.group(4), slots, parse_object)
        if of is None:
            return None
        exc = parse_exceptions(m.group(5), plural) if m.group(5) else ()
        return [CreateTokenCopy(of, Fixed(n), exc, tapped=bool(m.group(2)),
                                attacking=m.group(2) == "tapped and attacking ")]
    m = _BECOMES.fullmatch(s)
    if m and m.group(1).startswith(("Target ", "~")):
        what = _obj(m.group(1)[:1].lower() + m.group(1)[1:], slots, parse_object)
        if what is None:
            return None
        of = _obj(m.group(2), slots, parse_object)
        if of is None:
            return None
        exc = parse_exceptions(m.group(3)) if m.group(3) else ()
        return [BecomeCopy(what, of, exc)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...], render_object: ObjectRenderer
           ) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case Populate():
            return "Populate"
        case CreateTokenCopy(of=of, count=Fixed(n=n), exceptions=xs, tapped=tapped,
                             attacking=attacking, half_counters=None):
            if attacking and not tapped:
                raise ValueError("attacking but untapped")
            plural = n > 1
            status = "tapped and attacking " if attacking else "tapped " if tapped else ""
            head = f"Create {word_number(n)} {status}" + (
                "tokens that are copies of " if plural else "token that's a copy of ")
            text = head + _render_obj(of, targets, render_object)
            return text + (", except " + render_exceptions(xs, plural) if xs else "")
        case BecomeCopy(what=what, of=of, exceptions=xs):
            w = _render_obj(what, targets, render_object)
            text = f"{w[:1].upper() + w[1:]} becomes a copy of " + _render_obj(
                of, targets, render_object)
            return text + (", except " + render_exceptions(xs) if xs else "")
    return None


_NEXT_END = ("create a token that's a copy of it at the beginning of the next end step. The token "
             "enters with half that many +1/+1 counters on it, rounded down.")


def parse_trigger_effect(event: Any, rest: str, slots: Any) -> tuple[Effect, ...] | None:
    """A trigger's effect ``"create a token that's a copy of it at the beginning of the next
    end step. The token enters with half that many +1/+1 counters on it, rounded down."``
    ("it": the source, CR 603.7, 608.2h) of a "When ~ dies" trigger; None otherwise."""
    if rest == _NEXT_END and isinstance(event, Dies):
        return (TokenCopyAtNextEndStep(CounterKind.P1P1),)
    return None


def render_next_end(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect` (without the final period)."""
    if isinstance(e, TokenCopyAtNextEndStep) and e.counter is CounterKind.P1P1:
        return _NEXT_END[0].upper() + _NEXT_END[1:-1]
    return None


HAD_TWO_COUNTERS = ("it had two or more +1/+1 counters on it", HadCounters(CounterKind.P1P1, 2))
"""The intervening "if" clause of :class:`~mtgrules.model.copies.HadCounters` (CR 603.4)."""


def parse_roll_again(s: str, slots: Any) -> list[Effect] | None:
    """``"You may roll again"`` (CR 706.3a); read only in a results table row
    (:mod:`mtgrules.oracle.dice` gives the sentence here)."""
    return [MayRollAgain()] if s == "You may roll again" else None


def render_roll_again(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_roll_again`."""
    return "You may roll again" if isinstance(e, MayRollAgain) else None
