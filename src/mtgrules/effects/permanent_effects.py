"""Ops of :mod:`mtgrules.model.permanent_effects` (CR 120)."""

from __future__ import annotations

from mtgrules.effects.refs import objects
from mtgrules.model.permanent_effects import DealsDamageToItself
from mtgrules.rules import actions
from mtgrules.rules.layers import characteristics
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def deals_damage_to_itself(s: GameState, f: Frame, e: DealsDamageToItself) -> bool:
    """"Each tapped creature deals damage to itself equal to its power" (CR 120.3): the
    powers are read first, then each object deals its damage to itself (simultaneously,
    CR 120.2 / 608.2e)."""
    ids = [oid for oid in objects(s, f, e.what) if s.objects[oid].zone == "battlefield"]
    powers = {oid: characteristics(s, oid).power or 0 for oid in ids}
    for oid in ids:
        actions.deal_damage(s, oid, oid, powers[oid])
    return True
