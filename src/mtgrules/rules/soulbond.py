"""Soulbond (CR 702.95): which creatures are paired, the pairing its trigger does, and the
objects the paired creatures' static abilities affect.

A pairing is kept on both objects (``chosen["paired_with"]``: the other's id). Two creatures
are paired while each names the other and both are on the battlefield (a creature that
leaves becomes a new object, CR 400.7, so its pairing ends, 702.95e). That both are still
creatures under one player's control (702.95e) is judged where the pairing is used: as the
ability resolves (:func:`mtgrules.effects.soulbond.pair_soulbond`, 702.95c) and by the layer system for the static
abilities (:func:`paired_affected`).

Soulbond's two triggered abilities (702.95a) are kept as one triggered ability,
"When this creature or another creature you control enters, if ... both are unpaired, you
may pair ...", triggered by either event
(:func:`mtgrules.keywords_triggered.keyword_trigger`): each event triggers it once, as each
of the two abilities would, and it pairs what that ability would.
"""

from __future__ import annotations

from typing import Any

from mtgrules.rules.layers import Characteristics, compute_battlefield
from mtgrules.rules.pairing import partner
from mtgrules.state.game_state import GameState


def _creature_of(chars: dict[int, Characteristics], oid: int, controller: int) -> bool:
    c = chars.get(oid)
    return c is not None and "Creature" in c.types and c.controller == controller


def candidates(s: GameState, source: int, controller: int, ev: dict[str, Any]) -> list[int]:
    """What this soulbond trigger may pair ``source`` with now (CR 702.95a, c, d)."""
    chars = compute_battlefield(s)
    if not _creature_of(chars, source, controller) or partner(s, source) is not None:
        return []
    obj = ev.get("obj")
    if obj == source:  # this creature entered: another unpaired creature you control
        return [oid for oid in s.battlefield if oid != source
                and _creature_of(chars, oid, controller) and partner(s, oid) is None]
    if isinstance(obj, int) and _creature_of(chars, obj, controller) and \
            partner(s, obj) is None:  # another creature entered: that creature
        return [obj]
    return []


def both_unpaired(s: GameState, source: int, controller: int,
                  ev: dict[str, Any] | None) -> bool:
    """Soulbond's intervening "if" (CR 702.95a, 603.4) for the event ``ev`` that triggered
    it: you control this creature and the other, and both are unpaired."""
    return ev is not None and bool(candidates(s, source, controller, ev))
