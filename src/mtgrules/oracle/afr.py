"""Effect templates of the Adventures in the Forgotten Realms family (issue 9, AFR target):

- ``"Venture into the dungeon"`` (CR 701.49);
- ``"Roll a d20"`` (706.1; its results table is read by :mod:`mtgrules.oracle.dice`);
- ``"[Effect] and [effect]"``: two effects with different subjects in one sentence ("Each
  opponent loses 1 life and you gain 1 life", 608.2c);
- ``"Target creature gets -4/-0 until your next turn"``, ``"Target creature can't attack until
  your next turn"`` (611.2).

:func:`parse_afr_sentence` and :func:`render_afr_node` are called by
:mod:`mtgrules.oracle.effects` when its own templates don't read a sentence.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Protocol

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    ApplyContinuous,
    ApplyRule,
    Attach,
    CantAttack,
    Conjoined,
    CreateToken,
    Discard,
    DoesntUntap,
    Draw,
    Duration,
    EachOpponent,
    EachPlayer,
    Fixed,
    LoseLifeUnless,
    ModifyPT,
    MoveTo,
    PutFromHand,
    RollDie,
    RollResult,
    SacrificeOneOfEach,
    TargetRef,
    TargetSlot,
    ThisObject,
    Venture,
    X,
    You,
    Zone,
)
from mtgrules.model.effects import Effect
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import PlayerRef
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_noun, parse_target, render_noun
from mtgrules.oracle.tokens import TOKEN_DEFS, parse_token, render_token, token_def


class Slots(Protocol):
    """The target slots of the ability being parsed (:class:`mtgrules.oracle.effects.Slots`;
    this module can't import it: that module calls this one)."""

    targets: list[TargetSlot]

    def add(self, t: TargetSlot) -> TargetRef:
        """Add a slot; returns its reference."""
        ...


Parse = Callable[..., "list[Effect] | None"]
"""``parse_sentence(text, slots)`` of :mod:`mtgrules.oracle.effects`."""
Render = Callable[[Effect, tuple[TargetSlot, ...]], str]

_NEXT_TURN = " until your next turn"


def parse_afr_sentence(s: str, slots: Slots, parse_sentence: Parse,
                       obj: Callable[..., object]) -> list[Effect] | None:
    """One sentence (no final period, capitalised) of this family, or None. ``parse_sentence``
    reads a sub-sentence, ``obj`` an object phrase (adding its target slot to ``slots``)."""
    if s == "Venture into the dungeon":
        return [Venture()]
    if (m := re.fullmatch(r"Roll a d(\d+)", s)) and int(m.group(1)) >= 2:
        return [RollDie(int(m.group(1)))]
    if s.endswith(_NEXT_TURN):
        head = s[: -len(_NEXT_TURN)]
        m = re.fullmatch(r"(.+?) gets ([+-]\d+)/([+-]\d+)", head)
        if m and _pt(int(m.group(2)), int(m.group(3))) != f"{m.group(2)}/{m.group(3)}":
            return None
        if m:
            what = obj(low(m.group(1)), slots)
            if not isinstance(what, TargetRef):
                return None
            return [ApplyContinuous(what, (ModifyPT(Fixed(int(m.group(2))),
                                                    Fixed(int(m.group(3)))),),
                                    Duration.UNTIL_YOUR_NEXT_TURN)]
        m = re.fullmatch(r"(.+?) can't attack", head)
        if m:
            what = obj(low(m.group(1)), slots)
            if not isinstance(what, TargetRef):
                return None
            return [ApplyRule(CantAttack(), what, Duration.UNTIL_YOUR_NEXT_TURN)]
        return None
    m = re.fullmatch(r"Attach ~ to (target .+)", s)
    if m:  # CR 701.3a
        what = obj(m.group(1), slots)
        return [Attach(ThisObject(), what)] if isinstance(what, TargetRef) else None
    m = re.fullmatch(r"You may put (a|an) (\w+) card from your hand onto the battlefield", s)
    if m and (f := parse_noun(m.group(2))) is not None and m.group(1) == _article(m.group(2)):
        return [PutFromHand(f)]
    m = re.fullmatch(r"Create X (.+) tokens", s)
    if m and (d := parse_token(m.group(1) + " token")) is not None:
        return [CreateToken(d.name, X(), You())]
    m = re.fullmatch(r"You and (target opponent|target player) each draw (a card|two cards)", s)
    if m:
        slot = parse_target(m.group(1))
        if slot is None:
            return None
        n = 1 if m.group(2) == "a card" else 2
        return [Conjoined((Draw(You(), Fixed(n)), Draw(slots.add(slot), Fixed(n))))]
    m = re.fullmatch(r"(Target .+?) doesn't untap during its controller's next untap step", s)
    if m:  # CR 502.3
        what = obj(low(m.group(1)), slots)
        if not isinstance(what, TargetRef):
            return None
        return [ApplyRule(DoesntUntap(), what, Duration.UNTIL_NEXT_UNTAP)]
    m = re.fullmatch(r"You create a number of (.+) tokens equal to the result", s)
    if m and (d := parse_token(m.group(1) + " token")) is not None:  # CR 706.2
        return [CreateToken(d.name, RollResult(), You())]
    if s == "Return ~ to its owner's hand":
        return [MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.BATTLEFIELD)]
    return parse_tomb_sentence(s) or parse_named_token(s)


def parse_conjoined(s: str, slots: Slots, parse_sentence: Parse) -> list[Effect] | None:
    """``"[Effect] and [effect]"`` (tried after every other template)."""
    return _conjoined(s, slots, parse_sentence)


def _conjoined(s: str, slots: Slots, parse_sentence: Parse) -> list[Effect] | None:
    """``"A and b"``: the first split where both halves are sentences of their own, the
    second with a subject of its own (so "gets +1/+1 and gains flying" is not split)."""
    targets = slots.targets
    start = len(targets)
    for m in re.finditer(r" and ", s):
        first, second = s[: m.start()], s[m.end():]
        if ". " in first:  # "You may A. If you do, B and C": "and" joins B and C, inside
            continue       # the "If you do" (CR 608.2c), never across two sentences
        if first.startswith("If ") and ", " in first:
            continue  # "If X, A and B": the condition covers both (CR 608.2c)
        subject = re.match(r"(you|each|target|~) ", second) is not None
        # "You gain 1 life and draw a card", "Put a +1/+1 counter on ~ and scry 1": the
        # second half shares the first's subject (you) when it has none of its own
        imperative = not subject and re.match(r"(You [a-z]+|[A-Z][a-z]+) ", first) is not None \
            and not first.startswith(("Target ", "Each ", "Until "))
        if not (subject or imperative):
            continue
        a = parse_sentence(first, slots)
        b = parse_sentence(cap(second), slots) if a is not None and len(a) == 1 else None
        if b is not None and imperative and b and not _you_verb(b[0]):
            b = None
        if a is not None and b is not None and len(b) == 1:
            return [Conjoined((a[0], b[0]))]
        del targets[start:]
    return None


def _you_verb(e: Effect) -> bool:
    """An effect written as an imperative whose subject is you ("draw a card", "scry 1")."""
    return isinstance(getattr(e, "who", You()), You) and not isinstance(e, ApplyContinuous)


def render_afr_node(e: Effect, targets: tuple[TargetSlot, ...], render: Render,
                    obj: Callable[[TargetRef, tuple[TargetSlot, ...]], str]) -> str:
    """The inverse of :func:`parse_afr_sentence`; ValueError when ``e`` is not of this
    family."""
    tomb = render_tomb_node(e)
    if tomb is not None:
        return tomb
    match e:
        case PutFromHand(filter=f):
            n = render_noun(f)
            return f"You may put {_article(n)} {n} card from your hand onto the battlefield"
        case CreateToken(count=RollResult(), who=You()) if not \
                token_def(e.token).type_line.supertypes:
            text = render_token(token_def(e.token))[: -len(" token")]
            return f"You create a number of {text} tokens equal to the result"
        case CreateToken(count=X(), who=You()) if not token_def(e.token).type_line.supertypes:
            return f"Create X {render_token(token_def(e.token))[: -len(' token')]} tokens"
        case Attach(what=ThisObject(), to=TargetRef() as t):
            return f"Attach ~ to {obj(t, targets)}"
        case CreateToken():
            return render_named_token(e)
        case Venture():
            return "Venture into the dungeon"
        case RollDie(sides=n, rows=()):
            return f"Roll a d{n}"
        case RollDie():
            from mtgrules.oracle.dice import render_rows
            return render_rows(e, targets, render)
        case Conjoined(effects=(Draw(who=You(), count=Fixed(n=n)),
                                Draw(who=TargetRef() as t, count=Fixed(n=k)))) if n == k:
            cards = "a card" if n == 1 else "two cards"
            return f"You and {obj(t, targets)} each draw {cards}"
        case ApplyRule(rule=DoesntUntap(), what=TargetRef() as t,
                       duration=Duration.UNTIL_NEXT_UNTAP):
            return f"{cap(obj(t, targets))} doesn't untap during its controller's next untap step"
        case Conjoined(effects=(a, b)):
            return f"{render(a, targets)} and {low(render(b, targets))}"
        case ApplyContinuous(what=TargetRef() as t, parts=(ModifyPT(power=Fixed() as p,
                                                                    toughness=Fixed() as q),),
                             duration=Duration.UNTIL_YOUR_NEXT_TURN):
            return f"{cap(obj(t, targets))} gets {_pt(p.n, q.n)}{_NEXT_TURN}"
        case ApplyRule(rule=CantAttack(), what=TargetRef() as t,
                       duration=Duration.UNTIL_YOUR_NEXT_TURN):
            return f"{cap(obj(t, targets))} can't attack{_NEXT_TURN}"
    raise ValueError(f"{type(e).__name__} has no rendering")


def _pt(p: int, t: int) -> str:
    """``+2/+0``, ``-4/-0``: a zero takes the other number's sign, as Oracle prints it."""
    def sign(n: int, other: int) -> str:
        return f"{n:+d}" if n or other >= 0 else "-0"
    return f"{sign(p, t)}/{sign(t, p)}"


_ARTICLE = re.compile(r"(a|an) (.+)")


def _a_noun(s: str) -> ObjectFilter | None:
    """``"a creature"`` / ``"an artifact"`` -> the noun's filter (the article must fit)."""
    m = _ARTICLE.fullmatch(s)
    if m is None:
        return None
    f = parse_noun(m.group(2))
    if f is None or m.group(1) != _article(m.group(2)):
        return None
    return f


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _render_a_noun(f: ObjectFilter) -> str:
    n = render_noun(f)
    return f"{_article(n)} {n}"


def _noun_list(s: str) -> list[ObjectFilter] | None:
    """``"a creature, an artifact, and a land"`` -> three filters."""
    parts = s.split(", and ")
    if len(parts) == 2:
        parts = parts[0].split(", ") + [parts[1]]
    elif " and " in s:
        parts = s.split(" and ")
    out = [_a_noun(p) for p in parts]
    return None if any(f is None for f in out) else [f for f in out if f is not None]


def _render_noun_list(fs: tuple[ObjectFilter, ...]) -> str:
    words = [_render_a_noun(f) for f in fs]
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


_WHO: dict[str, PlayerRef] = {"Each player": EachPlayer(), "Each opponent": EachOpponent()}
_WHO_TEXT = {type(v): k for k, v in _WHO.items()}


def parse_tomb_sentence(s: str) -> list[Effect] | None:
    """Sacrifices and "unless they" life loss (see :func:`parse_afr_sentence`)."""
    m = re.fullmatch(r"(Each player|Each opponent) loses (\d+) life unless they "
                     r"(discard a card|sacrifice (.+))", s)
    if m:
        n = Fixed(int(m.group(2)))
        if m.group(3) == "discard a card":
            return [LoseLifeUnless(n, _WHO[m.group(1)], discard=1)]
        f = _a_noun(m.group(4))
        return None if f is None else [LoseLifeUnless(n, _WHO[m.group(1)], sacrifice=f)]
    m = re.fullmatch(r"Discard a card and sacrifice (.+)", s)
    if m:
        fs = _noun_list(m.group(1))
        if not fs:
            return None
        return [Conjoined((Discard(Fixed(1), You()), SacrificeOneOfEach(You(), tuple(fs))))]
    return None


def render_tomb_node(e: Effect) -> str | None:
    """The inverse of :func:`parse_tomb_sentence`; None when ``e`` isn't one of these."""
    match e:
        case LoseLifeUnless(amount=Fixed(n=n), who=who, discard=d, sacrifice=f):
            what = "discard a card" if d == 1 and f is None else \
                f"sacrifice {_render_a_noun(f)}" if f is not None and not d else None
            if what is None or type(who) not in _WHO_TEXT:
                return None
            return f"{_WHO_TEXT[type(who)]} loses {n} life unless they {what}"
        case Conjoined(effects=(Discard(count=Fixed(n=1), who=You()),
                                SacrificeOneOfEach(who=You(), filters=fs, of_their_choice=False))):
            return f"Discard a card and sacrifice {_render_noun_list(fs)}"
    return None


_NAMED = re.compile(r"Create ([A-Z][^,]+), a legendary (.+ creature token(?: with .+)?)")


def parse_named_token(s: str) -> list[Effect] | None:
    """``"Create The Atropal, a legendary 4/4 black God Horror creature token with
    deathtouch"``: a token with a name of its own and the legendary supertype (CR 111.4,
    205.4d), defined once by that name."""
    m = _NAMED.fullmatch(s)
    if m is None:
        return None
    base = parse_token(m.group(2))
    if base is None:
        return None
    tl = base.type_line
    d = dataclasses.replace(base, name=m.group(1), described=False,
                            type_line=TypeLine(("Legendary",), tl.types, tl.subtypes))
    if TOKEN_DEFS.setdefault(d.name, d) != d:
        return None
    return [CreateToken(d.name, Fixed(1), You())]


def render_named_token(e: CreateToken) -> str:
    """The inverse of :func:`parse_named_token`."""
    d = token_def(e.token)
    tl = d.type_line
    if tl.supertypes != ("Legendary",) or not isinstance(e.who, You) or e.count != Fixed(1):
        raise ValueError("a token creation without a rendering")
    base = dataclasses.replace(d, type_line=TypeLine((), tl.types, tl.subtypes), described=True)
    return f"Create {d.name}, a legendary {render_token(base)}"
