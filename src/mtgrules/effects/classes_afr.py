"""Effect primitives of the AFR Class cards' templates (:mod:`mtgrules.model.classes_afr`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.refs import amount, refs
from mtgrules.log import log_event
from mtgrules.model.classes_afr import ObjectDealsDamage
from mtgrules.model.land_plays import PlayAdditionalLandsThisTurn
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


def play_additional_lands(s: GameState, f: Frame, e: PlayAdditionalLandsThisTurn) -> bool:
    """"You may play an additional land this turn" (CR 305.2a): the controller's land plays
    this turn go up by ``e.count`` (``s.turn_flags["extra_land_plays"]``, reset as each turn
    begins; read by :func:`mtgrules.rules.dice_replacement.additional_land_plays`)."""
    pid = int(f.data["ctx"]["controller"])
    extra = dict(s.turn_flags.get("extra_land_plays", {}))
    extra[str(pid)] = int(extra.get(str(pid), 0)) + e.count
    s.turn_flags["extra_land_plays"] = extra
    s.touch()
    log_event(s, "additional_land", "305.2a", f"{s.players[pid].name} may play {e.count} "
              "additional land(s) this turn", pid)
    return True
