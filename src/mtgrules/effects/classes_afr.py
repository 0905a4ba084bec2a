"""Effect primitives of the AFR Class cards' templates (:mod:`mtgrules.model.classes_afr`)."""

from __future__ import annotations

from mtgrules.effects.refs import amount, refs
from mtgrules.model.classes_afr import ObjectDealsDamage
from mtgrules.rules import prevention
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


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
