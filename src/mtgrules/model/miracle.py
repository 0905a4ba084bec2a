"""Casting a card through a triggered ability of its own keyword: miracle (CR 702.94) and
rebound (702.88, :class:`ReboundCast`).

Miracle (CR 702.94): ``"Miracle {X}{R}"`` is an alternative cost
(:class:`~mtgrules.model.spell_costs.SpellCost`, keyword ``"miracle"``, condition
``MIRACLE``) linked to a triggered ability (702.94a): "You may reveal this card from your hand
as you draw it if it's the first card you've drawn this turn. When you reveal this card this
way, you may cast it by paying [cost] rather than its mana cost." :class:`MiracleCast` is that
trigger's effect; it appears only in the shared ability :mod:`mtgrules.rules.miracle` sets up,
never in a card's own text, so it has no rendering of its own (the keyword line renders)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node

MIRACLE = "miracle"
"""The keyword of the miracle alternative cost (CR 702.94a)."""


@dataclass(frozen=True, slots=True)
class MiracleCast(Node):
    """"you may cast it by paying [its miracle cost] rather than its mana cost" (CR 702.94a):
    the effect of the miracle trigger, on the revealed card, if it is still in its owner's
    hand."""


@dataclass(frozen=True, slots=True)
class ReboundCast(Node):
    """"you may cast this card from exile without paying its mana cost" (CR 702.88a): the
    effect of the rebound delayed trigger, on the exiled card, if it is still in exile."""
