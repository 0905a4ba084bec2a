"""Devotion (CR 700.5) as a static ability's condition, the Theros gods' line:

- ``"As long as your devotion to black is less than five, ~ isn't a creature."`` and the
  two-color form ``"As long as your devotion to black and red is less than seven, ~ isn't a
  creature."``: a :class:`~mtgrules.model.StaticAbility` of this object removing the creature
  type (layer 4, :class:`~mtgrules.model.continuous.RemoveTypes`) under the condition
  :class:`~mtgrules.model.devotion.DevotionBelow` (611.3a), judged on layers 1-3's results
  (700.5a).
"""

from __future__ import annotations

import re

from mtgrules.model import StaticAbility
from mtgrules.model.base import Ability, CardType
from mtgrules.model.continuous import RemoveTypes
from mtgrules.model.devotion import DevotionBelow
from mtgrules.model.refs import ThisObject
from mtgrules.oracle.adjectives import COLOR_WORDS
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
