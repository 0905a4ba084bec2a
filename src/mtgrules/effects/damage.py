"""Damage effects of :mod:`mtgrules.model.damage`: one source dealing damage to several
recipients at once (CR 120.2, 120.3), damage that can't be prevented (615.12), and "Players
can't gain life this turn" (119.7). Also damage dealt by an object an effect names (CR 120.3,
603.10a)."""

from __future__ import annotations

from typing import Any

from mtgrules.effects import ops
from mtgrules.effects.refs import amount, players, refs, set_those
from mtgrules.log import log_event
from mtgrules.model.damage import (
    DamageCantBePreventedThisTurn,
    DealDamageEqualToHandSize,
    DealDamageToSeveral,
    ItDealsDamage,
    ObjectDealsDamage,
    PlayersCantGainLifeThisTurn,
    UnpreventableDamage,
)
from mtgrules.model.effects import DealDamage
from mtgrules.rules import prevention
from mtgrules.rules.actions import NO_LIFE_GAIN
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref


def deal_damage_to_several(s: GameState, f: Frame, e: DealDamageToSeveral) -> bool:
    """Each part's amount to each of its recipients, all dealt at once (one damage event,
    CR 120.3, 603.2c; prevention applies to each part, 615); a recipient that is gone or an
    illegal target gets nothing, the others still do (608.2b). A source that left deals it
    as it last existed (608.2h). "Those" afterwards: the permanents dealt damage."""
    ctx = f.data["ctx"]
    src = int(ctx["source"])
    lki = ctx.get("source_lki")
    events: list[list[Any]] = []
    hit: list[int] = []
    for p in e.parts:
        n = amount(s, f, p.amount)
        for r in refs(s, f, p.to):
            events.append([src, r, n, False, lki])
            if r > 0 and r not in hit:
                hit.append(r)
    set_those(f, hit)
    prevention.deal(s, events)
    return True


def unpreventable_damage(s: GameState, f: Frame, e: UnpreventableDamage) -> bool:
    """"[Source] deals N damage to [recipient]. The damage can't be prevented." (CR 615.12):
    dealt as ordinary damage is, but no prevention effect prevents any of it."""
    ctx = f.data["ctx"]
    n = amount(s, f, e.amount)
    to = refs(s, f, e.to)
    set_those(f, [r for r in to if r > 0])
    prevention.deal(s, [[int(ctx["source"]), r, n, False, ctx.get("source_lki"), True]
                        for r in to])
    return True


def damage_cant_be_prevented_this_turn(s: GameState, f: Frame,
                                       e: DamageCantBePreventedThisTurn) -> bool:
    """"Damage can't be prevented this turn." (CR 615.12): a flag of the turn, read as each
    damage event is dealt (:mod:`mtgrules.rules.prevention`)."""
    s.turn_flags[prevention.UNPREVENTABLE] = True
    s.touch()
    log_event(s, "damage_unpreventable", "615.12", "Damage can't be prevented this turn",
              int(f.data["ctx"]["controller"]))
    return True


def players_cant_gain_life_this_turn(s: GameState, f: Frame,
                                     e: PlayersCantGainLifeThisTurn) -> bool:
    """"Players can't gain life this turn." (CR 119.7): a flag of the turn, read by
    :func:`mtgrules.rules.actions.gain_life`."""
    s.turn_flags[NO_LIFE_GAIN] = True
    s.touch()
    log_event(s, "no_life_gain", "119.7", "Players can't gain life this turn",
              int(f.data["ctx"]["controller"]))
    return True


def deal_damage_equal_to_hand_size(s: GameState, f: Frame, e: DealDamageEqualToHandSize
                                   ) -> bool:
    """Each player ``e.to`` names is dealt damage equal to the number of cards in their hand
    now (CR 608.2h), all at once (one damage event, CR 120.3)."""
    ctx = f.data["ctx"]
    src = int(ctx["source"])
    prevention.deal(s, [[src, player_ref(p), len(s.players[p].hand), False,
                         ctx.get("source_lki")] for p in players(s, f, e.to)])
    return True


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
