"""``"If it was a creature card, put a +1/+1 counter on ~ and you gain 1 life."`` (CR 608.2c:
Scavenging Ooze, after "Exile target card from a graveyard"): the effects happen only if the
card the previous effect acted on is of that kind
(:class:`~mtgrules.model.IfThatCard` with ``was``). The card noun is the shared one
(:func:`mtgrules.oracle.counts.card_noun`: "creature card", "land card", "instant or sorcery
card" ...)."""

from __future__ import annotations

import re

from mtgrules.model import IfThatCard
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle import effects
from mtgrules.oracle.counts import card_noun, render_card_noun
from mtgrules.oracle.effects_base import cap, low

_LINE = re.compile(r"If it was (an?) (.+? card), (.+)")


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _LINE.fullmatch(s)
    if m is None or m.group(1) != _article(m.group(2)):
        return None
    f = card_noun(m.group(2))
    if f is None:
        return None
    got = effects.parse_sentence(cap(m.group(3)), slots)
    if not got:
        return None
    return [IfThatCard(f, tuple(got), was=True)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, IfThatCard) or not e.was or len(e.effects) != 1:
        return None
    try:
        noun = render_card_noun(e.filter)
        inner = effects.render_node(e.effects[0], targets)  # type: ignore[arg-type]
    except ValueError:
        return None
    return f"If it was {_article(noun)} {noun}, {low(inner)}"
