"""Devotion (CR 700.5) to one color or a combination of colors, and the gods' condition
"as long as your devotion to [colors] is less than N" (:class:`~mtgrules.model.devotion.
DevotionBelow`), judged by the layer system (700.5a)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from mtgrules.model.base import Color
from mtgrules.model.devotion import DevotionBelow
from mtgrules.state.game_state import GameState


def devotion_to(s: GameState, chars: Mapping[int, Any], colors: Iterable[Color],
                controller: int) -> int:
    """``controller``'s devotion to ``colors`` given the permanents' characteristics
    ``chars`` (CR 700.5): the mana symbols among the mana costs of the permanents they
    control that are any of those colors; a hybrid symbol counts once (700.5a)."""
    letters = frozenset(c.value for c in colors)
    n = 0
    for x in s.battlefield:
        c = chars.get(x)
        if c is None or c.controller != controller or c.mana_cost is None:
            continue
        for sym in c.mana_cost.symbols:
            if letters.intersection(sym.split("/")):
                n += 1
    return n


def devotion_below(s: GameState, cond: DevotionBelow, chars: Mapping[int, Any],
                   controller: int) -> bool:
    """Whether ``cond`` holds for the source's ``controller`` on ``chars`` (CR 700.5,
    611.3a)."""
    return devotion_to(s, chars, cond.colors, controller) < cond.n
