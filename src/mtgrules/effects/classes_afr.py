"""Effect primitives of the AFR Class cards' templates (:mod:`mtgrules.model.classes_afr`)."""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class RolledAtLeastStep:
    """"If any of those results was N or higher": skip the next ``skip`` steps unless the
    triggering roll's result is at least ``at_least`` (CR 706.2)."""

    at_least: int
    skip: int


def if_rolled_at_least(s: GameState, f: Frame, e: RolledAtLeastStep) -> bool:
    """Skip the effects unless a result of the triggering roll (its ``results``, or its
    ``result``) is at least ``e.at_least``; the ignored rolls never happened (CR 706.6)."""
    ev = f.data["ctx"].get("event") or {}
    results = ev.get("results") or ([ev["result"]] if "result" in ev else [])
    if not any(int(r) >= e.at_least for r in results):
        f.data["pc"] += e.skip
    return True
