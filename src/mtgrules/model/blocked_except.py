"""``"~ can't be blocked except by creatures with flying or reach."`` (CR 509.1b): a blocking
restriction naming the only creatures that may block the affected creature."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class CanBeBlockedOnlyBy(Node):
    """The affected creature can't be blocked except by creatures matching ``filter``
    (CR 509.1b), judged relative to the affected creature's controller."""

    filter: ObjectFilter
