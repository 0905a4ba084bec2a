"""A bestowed Aura's characteristics (CR 702.103b), kept apart from :mod:`mtgrules.rules.bestow`
so that :mod:`mtgrules.rules.layers` can read them without importing the casting rules."""

from __future__ import annotations

from typing import Any

from mtgrules.model.creature_types import CREATURE_TYPES

__all__ = ["BESTOWED", "bestowed_template"]

BESTOWED = "bestowed"
"""The ``chosen`` key of a bestowed Aura spell and of the bestowed Aura it becomes."""


def bestowed_template(t: tuple[Any, ...]) -> tuple[Any, ...]:
    """Printed-characteristics template ``t`` (see :mod:`mtgrules.rules.layers`) as a bestowed
    Aura's (CR 702.103b): its card types without creature, its subtypes without creature
    types and with Aura (205.1b), no power or toughness (208.3)."""
    types = t[5] - {"Creature"}
    subtypes = frozenset(x for x in t[6] if x not in CREATURE_TYPES) | {"Aura"}
    return t[:5] + (types, subtypes, t[7], None, None, t[10], t[11], {})
