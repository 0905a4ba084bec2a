"""``"Return a nonland card of an opponent's choice from your graveyard to your hand"``
(:class:`~mtgrules.model.opponent_choice.ReturnOpponentsChoice`, CR 400.7, 608.2d)."""

from __future__ import annotations

import re

from mtgrules.model.base import Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.opponent_choice import ReturnOpponentsChoice
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import common, parse_noun, render_noun, with_fields

_RETURN = re.compile(r"Return (an?) (.+ card) of an opponent's choice from your graveyard to "
                     r"your hand")


def _article(noun: str) -> str:
    return "an" if noun[0] in "aeiou" else "a"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _RETURN.fullmatch(s)
    if m is None:
        return None
    f = parse_noun(m.group(2), card=True)
    if f is None or m.group(1) != _article(m.group(2)) or common(f).other:
        return None
    return [ReturnOpponentsChoice(with_fields(f, zone=Zone.GRAVEYARD))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, ReturnOpponentsChoice):
        return None
    noun = render_noun(with_fields(e.filter, zone=Zone.BATTLEFIELD), card=True)
    return f"Return {_article(noun)} {noun} of an opponent's choice from your graveyard to " \
           "your hand"
