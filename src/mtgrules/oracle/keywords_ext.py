"""Keyword abilities with a parameter or a cost, written as one line ``"<Keyword> <cost>"``
or ``"<Keyword> N"`` (CR 702): unearth [cost] (702.84a). Each parse builds the canonical
ability of :mod:`mtgrules.keywords`; the rendering reads the model back and is refused unless
the model is exactly that canonical ability (so a hand-edited variant can't pass)."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.keywords import unearth
from mtgrules.model import AbilityKeyword, ActivatedAbility
from mtgrules.model.base import Ability

_COST = r"((?:\{[0-9WUBRGCX/]+\})+)"


def parse_keyword_line(line: str) -> tuple[Ability, ...] | None:
    """A parameterised keyword line -> its abilities; None if not of this family."""
    m = re.fullmatch(r"Unearth " + _COST, line)
    if m:
        return (unearth(m.group(1)),)
    return None


def _same(a: Ability, b: Ability) -> bool:
    return dataclasses.replace(a, key="", text="") == dataclasses.replace(b, key="", text="")


def render_keyword_ability(a: Ability) -> str | None:
    """The line of a parameterised keyword ability, or None if ``a`` is not one (ValueError
    if it claims to be one but is not the canonical ability)."""
    if isinstance(a, ActivatedAbility) and a.keyword == AbilityKeyword.UNEARTH:
        text = f"Unearth {a.cost.mana}"
        if not _same(a, unearth(str(a.cost.mana))):
            raise ValueError("not the unearth ability")
        return text
    return None
