"""Keyword abilities that are characteristic-defining abilities (CR 604.3), applied with the
printed characteristics so they work in every zone and come first in their layer (613.3):

- Changeling (CR 702.73a): "This object is every creature type" (layer 4).
- Devoid (CR 702.114a): "This object is colorless" (layer 5).
"""

from __future__ import annotations

from mtgrules.model.creature_types import CREATURE_TYPES


def keyword_cdas(keywords: frozenset[str], colors: frozenset[str],
                 subtypes: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
    """(colors, subtypes) of an object whose printed abilities have ``keywords``, after
    devoid (CR 702.114a) and changeling (CR 702.73a)."""
    if "devoid" in keywords:
        colors = frozenset()
    if "changeling" in keywords:
        subtypes = subtypes | CREATURE_TYPES
    return colors, subtypes
