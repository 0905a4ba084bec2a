"""``"If you would gain life, you gain twice that much life instead."`` (Rhox Faithmender;
CR 614.1a, 119.10): :class:`~mtgrules.model.GainLifeTwice`. The "plus N" form is read with
the Class levels (:mod:`mtgrules.oracle.classes_afr`)."""

from __future__ import annotations

from mtgrules.model import GainLifeTwice, StaticAbility, ThisObject
from mtgrules.model.base import Ability

_TWICE = "If you would gain life, you gain twice that much life instead."


def parse_static(line: str) -> StaticAbility | None:
    """The line of this module -> its ability; None for other lines."""
    return StaticAbility("", line, replacement=GainLifeTwice()) if line == _TWICE else None


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if isinstance(a, StaticAbility) and a.replacement == GainLifeTwice() and \
            isinstance(a.affects, ThisObject) and not (a.layer_effects or a.rules or
                                                       a.cost_modification or a.cda):
        return _TWICE
    return None
