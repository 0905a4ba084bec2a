"""Executing damage dealt by an object an effect names (:mod:`mtgrules.model.damage`,
CR 120.3, 603.10a)."""

from __future__ import annotations

from mtgrules.effects import ops
from mtgrules.effects.refs import amount, refs
from mtgrules.model.damage import ItDealsDamage, ObjectDealsDamage
from mtgrules.model.effects import DealDamage
from mtgrules.rules import prevention
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def it_deals_damage(s: GameState, f: Frame, e: ItDealsDamage) -> bool:
    """The source deals the damage (:func:`mtgrules.effects.ops.deal_damage`, with its last
    known information when it has left, CR 603.10a)."""
    return ops.deal_damage(s, f, DealDamage(e.amount, e.to))


def object_deals_damage(s: GameState, f: Frame, e: ObjectDealsDamage) -> bool:
    """The object ``e.source`` names ("that spell") deals the amount of damage to each player
    ``e.to`` names (CR 120.3); if it left its zone it deals it as it last existed (CR
    608.2h, read by :func:`mtgrules.rules.actions.deal_damage`); prevention applies first
    (CR 615). Nothing when the reference names no object."""
    src = refs(s, f, e.source)
    if len(src) != 1 or src[0] not in s.objects:
        return True
    n = amount(s, f, e.amount)
    prevention.deal(s, [[src[0], r, n, False, None] for r in refs(s, f, e.to)])
    return True
