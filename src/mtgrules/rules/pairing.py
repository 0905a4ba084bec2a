"""Which creatures are paired (soulbond, CR 702.95b): a pairing is kept on both objects
(``chosen["paired_with"]``: the other's id), and two creatures are paired while each names
the other and both are on the battlefield (a creature that leaves becomes a new object,
CR 400.7, so its pairing ends, 702.95e). Kept apart from :mod:`mtgrules.rules.soulbond` so the
layer system can ask it (:func:`paired_affected`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtgrules.state.game_state import GameState

PAIRED_WITH = "paired_with"
"""The key of ``GameObject.chosen`` naming the creature an object is paired with."""


def partner(s: GameState, oid: int) -> int | None:
    """The creature ``oid`` is paired with (both on the battlefield, each naming the other),
    or None (CR 702.95b)."""
    o = s.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return None
    p = o.chosen.get(PAIRED_WITH)
    if not isinstance(p, int):
        return None
    q = s.objects.get(p)
    if q is None or q.zone != "battlefield" or q.chosen.get(PAIRED_WITH) != oid:
        return None
    return p


def paired_affected(s: GameState, source: int, controller: int,
                    cur: Mapping[int, Any]) -> list[int]:
    """The objects "each of those creatures" / "both creatures" names for a static ability
    of ``source``: it and its partner, while both are creatures its controller controls
    (CR 702.95b, e); none otherwise."""
    p = partner(s, source)
    if p is None or not all(_creature_of(cur, x, controller) for x in (source, p)):
        return []
    return [source, p]


def _creature_of(cur: Mapping[int, Any], oid: int, controller: int) -> bool:
    c = cur.get(oid)
    return c is not None and "Creature" in c.types and c.controller == controller
