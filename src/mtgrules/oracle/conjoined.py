"""Two effects of one sentence, one of them an imperative whose subject, you, is written out
because the other has a subject of its own (CR 608.2c):
``"that player discards a card and you untap all lands you control"``,
``"you create a 2/2 green Wolf creature token and that player mills ten cards"``,
``"~ deals 2 damage to any target and you draw a card"`` -> a
:class:`~mtgrules.model.Conjoined` whose "you" half is a
:class:`~mtgrules.model.SubjectYou`.

Also ``"Create a 3/3 colorless Phyrexian Wurm artifact creature token with deathtouch and a
3/3 colorless Phyrexian Wurm artifact creature token with lifelink"`` (one verb, a list of
different tokens, CR 111.2) -> :class:`~mtgrules.model.CreateTokens`.

"you [verb] ..." is read as the imperative "[Verb] ..." (the words are the same), so every
effect reader reads that half; a half naming the trigger's player ("that player mills ten
cards") is read by the trigger-effect readers (:data:`mtgrules.oracle.triggers.
EFFECT_PARSERS`) with the trigger's event.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mtgrules.model import Conjoined, CreateToken, EventPlayer, TargetSlot
from mtgrules.model.effects import CreateTokens, Effect, SubjectYou
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle import effects, triggers
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.player_effects import render_verb, verb
from mtgrules.oracle.tokens import parse_token, render_token, token_def

_SUBJECTS = ("You ", "~ ", "Target ", "Each ", "That ", "Its ", "Their ")
"""How a rendered effect with a subject of its own begins (so it's no imperative)."""

TriggerReader = Callable[[TriggerEvent, str, Slots], tuple[Effect, ...] | None]


def _you(s: str, slots: Slots) -> Effect | None:
    """``"you draw a card"`` -> "Draw a card" written with its subject; None if the rest
    isn't one imperative effect."""
    got = effects.parse_sentence(cap(s[len("you "):]), slots)
    if got is None or len(got) != 1:
        return None
    try:
        text = effects.render_node(got[0], tuple(slots.targets))
    except ValueError:
        return None
    return SubjectYou(got[0]) if not text.startswith(_SUBJECTS) else None


def _half(s: str, slots: Slots, event: TriggerEvent | None) -> Effect | None:
    """One half: "you [imperative]", or one effect (in a trigger, maybe naming its player)."""
    n = len(slots.targets)
    if s.startswith("you "):
        got = _you(s, slots)
        if got is not None:
            return got
        del slots.targets[n:]
        own = effects.parse_sentence(cap(s), slots)  # "You gain 1 life for each ...": an
        if own is not None and len(own) == 1:  # effect that writes its subject itself
            return own[0]
        del slots.targets[n:]
        return None
    if event is not None and s.startswith("that player "):  # the trigger's player
        verb_effect = verb(s[len("that player "):], EventPlayer())
        if verb_effect is not None:
            return verb_effect
    if event is not None:
        for p in _trigger_readers():
            found = p(event, low(s) + ".", slots)
            if found is not None and len(found) == 1:
                return found[0]
            del slots.targets[n:]
    one = effects.parse_sentence(cap(s), slots)
    if one is not None and len(one) == 1:
        return one[0]
    del slots.targets[n:]
    return None


def _trigger_readers() -> tuple[TriggerReader, ...]:
    return tuple(p for p in triggers.EFFECT_PARSERS if p is not parse_trigger_effect)


def _split(s: str, slots: Slots, event: TriggerEvent | None) -> Effect | None:
    """The first split at " and " whose halves are one effect each, one of them "you ..."
    and the other with a subject of its own."""
    if ". " in s:
        return None
    start = len(slots.targets)
    for m in re.finditer(r" and ", s):
        first, second = s[: m.start()], s[m.end():]
        you_first = first.lower().startswith("you ")
        if you_first == second.startswith("you ") or \
                re.match(r"(you|that player|~|target|each) ", second) is None:
            continue
        a = _half(first[:1].lower() + first[1:] if you_first else first, slots, event)
        b = _half(second, slots, event) if a is not None else None
        if a is not None and b is not None:
            return Conjoined((a, b))
        del slots.targets[start:]
    return None


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    got = _split(s, slots, None)
    return None if got is None else [got]


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """A trigger's effect of this family, whose halves may name the trigger's player."""
    if not rest.endswith("."):
        return None
    got = _split(cap(rest[:-1]), slots, event)
    return None if got is None else (got,)


def render_that_player(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """``"That player mills ten cards"``: a verb of the trigger's player (CR 603.2) as one
    node; None for other nodes."""
    if getattr(e, "who", None) != EventPlayer():
        return None
    try:
        return "That player " + render_verb(e)
    except ValueError:
        return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """``"You draw a card"`` for a :class:`SubjectYou` (a Conjoined renders its halves);
    None for other nodes."""
    if not isinstance(e, SubjectYou):
        return None
    inner = effects.render_node(e.effect, targets)
    if inner.startswith(_SUBJECTS):
        raise ValueError("'you' before an effect with a subject of its own")
    return f"You {low(inner)}"


_ONE_TOKEN = re.compile(r"(an?) (.+ token(?: with .+)?)")


def _token(s: str) -> CreateToken | None:
    m = _ONE_TOKEN.fullmatch(s)
    d = parse_token(m.group(2)) if m else None
    if m is None or d is None or d.type_line.supertypes or _article(render_token(d)) != m.group(1):
        return None
    return CreateToken(d.name)


def _article(text: str) -> str:
    return "an" if text[0] in "8AEIOU" else "a"


def parse_tokens(s: str, slots: Slots) -> list[Effect] | None:
    """``"Create a [token] and a [token]"``, ``"Create a [token], a [token], and a
    [token]"`` (CR 111.2); None for other sentences."""
    if not s.startswith("Create ") or " token" not in s:
        return None
    body = s[len("Create "):]
    for parts in _lists(body):
        got = [_token(p) for p in parts]
        if all(g is not None for g in got) and len({g.token for g in got if g}) == len(got):
            return [CreateTokens(tuple(g for g in got if g is not None))]
    return None


def _lists(body: str) -> list[list[str]]:
    """The ways ``body`` splits into a list of two ("A and B") or more ("A, B, and C") items
    at the articles that begin a token."""
    out = []
    for m in re.finditer(r" and (?=an? )", body):
        head, last = body[: m.start()], body[m.end():]
        if head.endswith(","):
            items = re.split(r", (?=an? )", head[:-1])
            if len(items) >= 2:
                out.append([*items, last])
        else:
            out.append([head, last])
    return out


def render_tokens(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_tokens`; None for other nodes."""
    if not isinstance(e, CreateTokens):
        return None
    items = []
    for c in e.tokens:
        text = render_token(token_def(c.token))
        items.append(f"{_article(text)} {text}")
    if len(items) == 2:
        return f"Create {items[0]} and {items[1]}"
    return "Create " + ", ".join(items[:-1]) + ", and " + items[-1]
