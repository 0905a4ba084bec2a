"""The effect of a chapter, level or loyalty ability: the sentences of
:mod:`mtgrules.oracle.effects`, plus templates of several sentences read as one effect:

- ``"Separate all permanents target player controls into two piles. That player sacrifices
  all permanents in the pile of their choice."`` (CR 700.3;
  :class:`~mtgrules.model.SacrificePileOfChoice`)
- ``"Create a white Avatar creature token. It has "This token's power and toughness are each
  equal to your life total.""`` (CR 111.4, 604.3: a token whose characteristic-defining ability
  sets its power and toughness)
"""

from __future__ import annotations

import re

from mtgrules.model import CreateToken, SacrificePileOfChoice, TargetKind, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots, parse_effect, render_effect
from mtgrules.oracle.life_tokens import life_total_token, render_life_total_token
from mtgrules.oracle.phrases import parse_target

_PILES = re.compile(r"Separate all permanents (target player|target opponent) controls into two "
                    r"piles\. That player sacrifices all permanents in the pile of their "
                    r"choice\.")


_LIFE_TOKEN = re.compile(r"Create an? (white|blue|black|red|green) ([A-Z][a-z]+) creature token\. "
                         r"It has \"This token's power and toughness are each equal to "
                         r"your life total\.\"\.?")


def parse_body(text: str, slots: Slots) -> tuple[Effect, ...]:
    """The effect sentences of an ability's body. Raises Unsupported (see
    :func:`mtgrules.oracle.effects.parse_effect`)."""
    m = _LIFE_TOKEN.fullmatch(text)
    if m and text.startswith("Create an " if m.group(1)[0] in "aeiou" else "Create a "):
        return (CreateToken(life_total_token(m.group(1), m.group(2)).name),)
    m = _PILES.fullmatch(text)
    if m:
        t = parse_target(m.group(1))
        if t is not None and t.kind in (TargetKind.PLAYER, TargetKind.OPPONENT):
            return (SacrificePileOfChoice(slots.add(t)),)
    return parse_effect(text, slots)


def render_body(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...]) -> str:
    """The inverse of :func:`parse_body`."""
    if len(effect) == 1 and isinstance(effect[0], CreateToken):
        text = render_life_total_token(effect[0])
        if text is not None:
            return text
    return render_effect(effect, targets)
