"""Sentence templates of the AFR Class cards (and the cards sharing them):

- ``"That spell deals damage to each opponent equal to the number of instant and sorcery
  spells you've cast this turn"`` (:class:`~mtgrules.model.classes_afr.ObjectDealsDamage`
  with :class:`~mtgrules.model.spell_history.SpellsCastThisTurn`, CR 120.3, 601.2i).
- ``"If any of those results was 10 or higher, draw a card"`` in a "whenever you roll one or
  more dice" trigger (:class:`~mtgrules.model.classes_afr.IfRolledAtLeast`, CR 706.2);
- ``"You gain life equal to that creature's toughness"`` (the object the effect before acted
  on, as it is now or as it last existed, CR 608.2h);
- ``"If you would roll one or more dice, instead roll that many dice plus one and ignore the
  lowest roll."`` (:class:`~mtgrules.model.RollAdditionalDie`, CR 614.1a, 706.6);
- ``"If you would gain life, you gain that much life plus 1 instead."``
  (:class:`~mtgrules.model.GainLifePlus`, CR 614.1a);
- ``"You may play an additional land on each of your turns."``
  (:class:`~mtgrules.model.AdditionalLandPlay`, CR 305.2a).
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AdditionalLandPlay,
    EachOpponent,
    EventObject,
    GainLife,
    GainLifePlus,
    LoseLife,
    PowerOf,
    RollAdditionalDie,
    StaticAbility,
    ThisObject,
    Those,
    ToughnessOf,
    You,
)
from mtgrules.model.base import Ability, CardType
from mtgrules.model.classes_afr import IfRolledAtLeast, ObjectDealsDamage
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.spell_history import SpellsCastThisTurn
from mtgrules.oracle.effects import Slots, parse_sentence, render_node
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import CARD_TYPE_WORDS, TYPE_WORD

_THAT_CREATURES = re.compile(r"You (gain|lose) life equal to that creature's (power|toughness)")
_ROLLED = re.compile(r"If any of those results was (\d+) or higher, (.+)")
_SPELL_DAMAGE = re.compile(r"That spell deals damage to each opponent equal to the number of "
                           r"(?:(\w+) and (\w+) |(\w+) )?spells you've cast this turn")


def _types(words: list[str]) -> frozenset[CardType] | None:
    if not all(w in CARD_TYPE_WORDS for w in words) or len(set(words)) != len(words):
        return None
    return frozenset(CARD_TYPE_WORDS[w] for w in words)


def _render_types(types: frozenset[CardType]) -> str:
    order = [t for t in CardType if t in types]
    return " and ".join(TYPE_WORD[t] for t in order) + " " if order else ""


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (no final period); None if not of it."""
    m = _THAT_CREATURES.fullmatch(s)
    if m is not None:
        pt = PowerOf(Those()) if m.group(2) == "power" else ToughnessOf(Those())
        return [GainLife(pt, You()) if m.group(1) == "gain" else LoseLife(pt, You())]
    m = _ROLLED.fullmatch(s)
    if m is not None and int(m.group(1)) >= 1:
        inner = parse_sentence(cap(m.group(2)), slots)
        if inner is None or len(inner) != 1:
            return None
        return [IfRolledAtLeast(int(m.group(1)), tuple(inner))]
    m = _SPELL_DAMAGE.fullmatch(s)
    if m is not None:
        types = _types([w for w in m.groups() if w])
        if types is None:
            return None
        return [ObjectDealsDamage(EventObject(), SpellsCastThisTurn(types), EachOpponent())]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, GainLife | LoseLife) and e.who == You() and \
            isinstance(e.amount, PowerOf | ToughnessOf) and e.amount.obj == Those():
        verb = "gain" if isinstance(e, GainLife) else "lose"
        field = "power" if isinstance(e.amount, PowerOf) else "toughness"
        return f"You {verb} life equal to that creature's {field}"
    if isinstance(e, IfRolledAtLeast) and len(e.effects) == 1:
        inner = render_node(e.effects[0], targets)  # type: ignore[arg-type]
        return f"If any of those results was {e.at_least} or higher, {low(inner)}"
    if isinstance(e, ObjectDealsDamage) and e.source == EventObject() and \
            e.to == EachOpponent() and isinstance(e.amount, SpellsCastThisTurn):
        return ("That spell deals damage to each opponent equal to the number of "
                f"{_render_types(e.amount.types)}spells you've cast this turn")
    return None


_ADVANTAGE = ("If you would roll one or more dice, instead roll that many dice plus one and "
              "ignore the lowest roll.")
_GAIN = re.compile(r"If you would gain life, you gain that much life plus (\d+) instead\.")
_LANDS = re.compile(r"You may play (an|two|three) additional lands? on each of your turns\.")
_LAND_WORDS = {"an": 1, "two": 2, "three": 3}


def parse_static(line: str) -> StaticAbility | None:
    """A static ability of this family; None if not of it."""
    if line == _ADVANTAGE:
        return StaticAbility("", line, replacement=RollAdditionalDie())
    m = _GAIN.fullmatch(line)
    if m is not None and int(m.group(1)) >= 1:
        return StaticAbility("", line, replacement=GainLifePlus(int(m.group(1))))
    m = _LANDS.fullmatch(line)
    if m is not None and (m.group(1) == "an") == line.endswith(" land on each of your turns."):
        return StaticAbility("", line, rules=(AdditionalLandPlay(_LAND_WORDS[m.group(1)]),))
    return None


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or a.layer_effects or a.cda or a.condition is not None \
            or a.cost_modification is not None or a.affects != ThisObject():
        return None
    if a.rules == () and a.replacement == RollAdditionalDie():
        return _ADVANTAGE
    if a.rules == () and isinstance(a.replacement, GainLifePlus):
        return f"If you would gain life, you gain that much life plus {a.replacement.n} instead."
    if a.replacement is None and len(a.rules) == 1 and isinstance(a.rules[0], AdditionalLandPlay):
        n = a.rules[0].count
        word = {v: k for k, v in _LAND_WORDS.items()}[n]
        return f"You may play {word} additional land{'s' if n > 1 else ''} on each of your turns."
    return None
