"""Static abilities of spells read in their own module: ``"~ can't be countered."``
(CR 101.2, 701.6; it functions on the stack, 113.6)."""

from __future__ import annotations

from mtgrules.model import CantBeCountered, StaticAbility, ThisObject
from mtgrules.model.base import Ability

CANT_BE_COUNTERED = "~ can't be countered."


def parse(line: str) -> StaticAbility | None:
    """A static ability line of this module; None for other lines."""
    if line == CANT_BE_COUNTERED:
        return StaticAbility("", line, rules=(CantBeCountered(),))
    return None


def render(a: Ability) -> str | None:
    """The inverse of :func:`parse`; None for other abilities."""
    if isinstance(a, StaticAbility) and a.rules == (CantBeCountered(),) and \
            isinstance(a.affects, ThisObject) and not (
                a.layer_effects or a.replacement or a.cost_modification or a.cda):
        return CANT_BE_COUNTERED
    return None
