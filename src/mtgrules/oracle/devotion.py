"""Devotion (CR 700.5) as a static ability's condition, the Theros gods' line:

- ``"As long as your devotion to black is less than five, ~ isn't a creature."`` and the
  two-color form ``"As long as your devotion to black and red is less than seven, ~ isn't a
  creature."``: a :class:`~mtgrules.model.StaticAbility` of this object removing the creature
  type (layer 4, :class:`~mtgrules.model.continuous.RemoveTypes`) under the condition
  :class:`~mtgrules.model.devotion.DevotionBelow` (611.3a), judged on layers 1-3's results
  (700.5a);
- ``"{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to
  that color."`` (Nykthos, Shrine to Nyx): a mana ability (:func:`parse_mana`).
"""

from __future__ import annotations

import re

from mtgrules.model import ActivatedAbility, AddMana, ManaOfChoice, StaticAbility
from mtgrules.model.base import Ability, CardType
from mtgrules.model.continuous import RemoveTypes
from mtgrules.model.devotion import DevotionBelow, DevotionToChosenColor
from mtgrules.model.refs import ThisObject
from mtgrules.oracle.adjectives import COLOR_WORDS
from mtgrules.oracle.costs import parse_cost, render_cost
from mtgrules.oracle.mana_abilities import ANY_COLOR
from mtgrules.oracle.phrases import parse_word_number, word_number

_COLOR_TEXT = {v: k for k, v in COLOR_WORDS.items()}
_COLOR = "(" + "|".join(COLOR_WORDS) + ")"
_GOD = re.compile(rf"As long as your devotion to {_COLOR}(?: and {_COLOR})? is less than "
                  r"(\w+), ~ isn't a creature\.")
_NOT_CREATURE = RemoveTypes(frozenset({CardType.CREATURE}))


def parse_static(line: str) -> StaticAbility | None:
    """A line of this family (see the module doc); None for another line."""
    m = _GOD.fullmatch(line)
    if m is None:
        return None
    colors = tuple(COLOR_WORDS[w] for w in m.groups()[:2] if w is not None)
    n = parse_word_number(m.group(3))
    if n is None or n < 2 or len(set(colors)) != len(colors):
        return None
    return StaticAbility("", line, layer_effects=(_NOT_CREATURE,),
                         condition=DevotionBelow(colors, n))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or not isinstance(a.condition, DevotionBelow) or \
            a.layer_effects != (_NOT_CREATURE,) or a.affects != ThisObject() or a.rules or \
            a.replacement is not None or a.cost_modification is not None or a.cda:
        return None
    colors = " and ".join(_COLOR_TEXT[c] for c in a.condition.colors)
    return f"As long as your devotion to {colors} is less than " \
           f"{word_number(a.condition.n)}, ~ isn't a creature."


_MANA = re.compile(r"(.+?): Choose a color\. Add an amount of mana of that color equal to your "
                   r"devotion to that color\.")


def parse_mana(line: str) -> ActivatedAbility | None:
    """``"{2}, {T}: Choose a color. Add an amount of mana of that color equal to your
    devotion to that color."`` (Nykthos, Shrine to Nyx; CR 605.1a, 700.5): a mana ability
    adding mana of the chosen color (:class:`~mtgrules.model.ManaOfChoice` of the five
    colors), as much as the devotion to it (:class:`~mtgrules.model.devotion.
    DevotionToChosenColor`); None for another line."""
    m = _MANA.fullmatch(line)
    if m is None:
        return None
    cost = parse_cost(m.group(1))
    if cost is None or cost.loyalty is not None:
        return None
    return ActivatedAbility("", line, cost=cost, effect=(
        AddMana(ManaOfChoice(ANY_COLOR), DevotionToChosenColor()),), mana_ability=True)


def render_mana(a: Ability) -> str | None:
    """The inverse of :func:`parse_mana`; None for other abilities."""
    if not isinstance(a, ActivatedAbility) or not a.mana_ability or len(a.effect) != 1 or \
            a.effect[0] != AddMana(ManaOfChoice(ANY_COLOR), DevotionToChosenColor()) or \
            a.sorcery_speed or a.keyword is not None:
        return None
    return f"{render_cost(a.cost)}: Choose a color. Add an amount of mana of that color " \
           "equal to your devotion to that color."
