"""A static ability's condition on the permanent its source is attached to (CR 611.3a,
303.4, 301.5): ``"Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't
attack or block."`` (Bonds of Faith), ``"As long as equipped creature is a Human, it has
lifelink."`` (Butcher's Cleaver). Judged by the layer system
(:func:`mtgrules.rules.layers._condition`) on the attached permanent's characteristics as
the effect would first apply (CR 613.6: its subtypes after layer 4 for a +2/+2 of layer 7c).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class AttachedIs(Node):
    """"as long as it's a Human": the permanent the source (an Aura or Equipment) is
    attached to matches ``filter``; ``negated`` ("Otherwise, ..."): it is attached to a
    permanent that doesn't. Attached to nothing, neither holds."""

    filter: ObjectFilter
    negated: bool = False
