"""Cards exiled with a permanent (CR 607.2a): the intervening "if there are cards exiled with
~" (:data:`CONDITION_WORDS`, read with the others by :mod:`mtgrules.oracle.conditions`),
"put them into their owner's graveyard, then ~ deals that much damage to each opponent", and
the static ability "You may play cards exiled with ~[, and you may spend mana as though it
were mana of any color to cast those spells]." (:func:`parse_static`)."""

from __future__ import annotations

import re

from mtgrules.model import EachOpponent, StaticAbility, ThisObject
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.impulse import SPEND_NOUNS, AnyColorSpend
from mtgrules.model.linked_exile import (
    BuryExiledWithThenDamage,
    CardsExiledWithSource,
    PlayCardsExiledWith,
)
from mtgrules.oracle.effects import Slots

CONDITION_WORDS = ("there are cards exiled with ~", CardsExiledWithSource())
_BURY = "Put them into their owner's graveyard, then ~ deals that much damage to each opponent"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence (no final period); None if not of this family."""
    return [BuryExiledWithThenDamage(EachOpponent())] if s == _BURY else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, BuryExiledWithThenDamage) and e.to == EachOpponent():
        return _BURY
    return None


_PLAY = "You may play cards exiled with ~"
_SPEND = "|".join(re.escape(c.value) for c in AnyColorSpend if c.value)
_STATIC = re.compile(re.escape(_PLAY) + r"(?:(" + _SPEND + r") (" + "|".join(SPEND_NOUNS) +
                     r"))?\.")


def parse_static(line: str) -> StaticAbility | None:
    """``"You may play cards exiled with ~, and you may spend mana as though it were mana of
    any color to cast those spells."`` (CR 607.2a, 609.4b); None if not of this form."""
    m = _STATIC.fullmatch(line)
    if m is None:
        return None
    spend, noun = m.groups()
    if noun is not None and noun not in ("them", "those spells"):
        return None  # the cards are plural
    return StaticAbility("", line, rules=(PlayCardsExiledWith(AnyColorSpend(spend or ""),
                                                               noun or ""),))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or len(a.rules) != 1 or \
            not isinstance(r := a.rules[0], PlayCardsExiledWith) or a.layer_effects or \
            a.replacement is not None or a.condition is not None or \
            a.cost_modification is not None or a.affects != ThisObject() or a.cda:
        return None
    return _PLAY + (f"{r.spend.value} {r.spend_noun}" if r.spend_noun else "") + "."
