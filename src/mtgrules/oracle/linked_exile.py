"""Cards exiled with a permanent (CR 607.2a): the intervening "if there are cards exiled with
~" (:data:`CONDITION_WORDS`, read with the others by :mod:`mtgrules.oracle.conditions`),
"put them into their owner's graveyard, then ~ deals that much damage to each opponent", and
the static ability "You may play cards exiled with ~[, and you may spend mana as though it
were mana of any color to cast those spells]." and "You may play lands and cast spells from
among cards exiled with ~." (:func:`parse_static`); the exile across zones
of Angel of Serenity, linked to "return the exiled cards to their owners' hands"
(:func:`parse_across_zones`)."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    AnyOf,
    CardType,
    EachOpponent,
    Filter,
    MoveTo,
    StaticAbility,
    TargetKind,
    TargetRef,
    ThisObject,
    Zone,
)
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.impulse import SPEND_NOUNS, AnyColorSpend
from mtgrules.model.linked_exile import (
    BuryExiledWithThenDamage,
    CardsExiledWithSource,
    PlayCardsExiledWith,
)
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import parse_word_number, word_number

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
_LANDS_AND_SPELLS = "You may play lands and cast spells from among cards exiled with ~"
_SPEND = "|".join(re.escape(c.value) for c in AnyColorSpend if c.value)
_STATIC = re.compile(re.escape(_PLAY) + r"(?:(" + _SPEND + r") (" + "|".join(SPEND_NOUNS) +
                     r"))?\.")


def parse_static(line: str) -> StaticAbility | None:
    """``"You may play cards exiled with ~, and you may spend mana as though it were mana of
    any color to cast those spells."`` (CR 607.2a, 609.4b); None if not of this form."""
    if line == _LANDS_AND_SPELLS + ".":  # CR 305.1, 601.2: what "play" means
        return StaticAbility("", line, rules=(PlayCardsExiledWith(lands_and_spells=True),))
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
    if r.lands_and_spells:
        return _LANDS_AND_SPELLS + "."
    return _PLAY + (f"{r.spend.value} {r.spend_noun}" if r.spend_noun else "") + "."


_ACROSS = re.compile(r"Exile up to (two|three) other target creatures from the battlefield "
                     r"and/or creature cards from graveyards")
_CREATURE = Filter(types=frozenset({CardType.CREATURE}))
_ACROSS_FILTER = AnyOf((dataclasses.replace(_CREATURE, other=True),
                        dataclasses.replace(_CREATURE, zone=Zone.GRAVEYARD)))


def parse_across_zones(s: str, slots: Slots) -> list[Effect] | None:
    """``"Exile up to three other target creatures from the battlefield and/or creature cards
    from graveyards"`` (CR 115.1, 601.2c: one "target" word choosing up to N different objects
    across both zones; Angel of Serenity): one slot per object, one exile each (608.2c);
    None if not of this form."""
    m = _ACROSS.fullmatch(s)
    if m is None:
        return None
    n = parse_word_number(m.group(1))
    assert n is not None
    spec = TargetSlot(TargetKind.OBJECT, _ACROSS_FILTER, up_to=True, text=s[len("Exile "):])
    return [MoveTo(slots.add(spec), Zone.EXILE) for _ in range(n)]


def render_across_zones(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...]
                        ) -> str | None:
    """The inverse of :func:`parse_across_zones` for a whole effect of only those exiles;
    None for other effects."""
    if not effect or not 1 <= len(effect) <= 3:
        return None
    for i, e in enumerate(effect):
        first = effect[0]
        if not (isinstance(e, MoveTo) and e == MoveTo(e.what, Zone.EXILE) and
                isinstance(e.what, TargetRef) and isinstance(first, MoveTo) and
                isinstance(first.what, TargetRef) and e.what.slot == first.what.slot + i):
            return None
        t = targets[e.what.slot]
        if t != TargetSlot(TargetKind.OBJECT, _ACROSS_FILTER, up_to=True, text=t.text):
            return None
    return f"Exile up to {word_number(len(effect))} other target creatures from the " \
        "battlefield and/or creature cards from graveyards."
