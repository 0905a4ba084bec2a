"""Ops of :mod:`mtgrules.model.permanent_effects` (CR 120, 508.1d, 615.1a)."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects, players
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration
from mtgrules.model.permanent_effects import (
    AttackSourceDuringNextTurn,
    DealsDamageToItself,
    PreventAllDamageThisTurn,
)
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


def attack_source_during_next_turn(s: GameState, f: Frame, e: AttackSourceDuringNextTurn) -> bool:
    """"During target opponent's next turn, creatures that player controls attack ~ if able"
    (CR 508.1d): a stored requirement read when attackers are declared
    (:func:`mtgrules.rules.forced_attack.forced_defender`)."""
    ctx = f.data["ctx"]
    src = ctx["source"]
    for p in players(s, f, e.who):
        add_effect(s, [], [], Duration.DURING_THEIR_NEXT_TURN, ctx["controller"], src,
                   player=p, forced_attack=src, after_turn=s.turn)
        log_event(s, "effect", "508.1d", f"during {s.players[p].name}'s next turn, creatures "
                  f"they control attack {name_of(s, src)} if able", ctx["controller"], [src])
    return True


def prevent_all_damage_this_turn(s: GameState, f: Frame, e: PreventAllDamageThisTurn) -> bool:
    """"Prevent all damage that would be dealt to [object] this turn" (CR 615.1a): a stored
    prevention effect read by :mod:`mtgrules.rules.prevention`, until end of turn (514.2)."""
    ctx = f.data["ctx"]
    for r in objects(s, f, e.to):
        if s.objects[r].zone != "battlefield":
            continue
        add_effect(s, [r], [], Duration.END_OF_TURN, ctx["controller"], ctx["source"],
                   shield="prevent_all")
        log_event(s, "prevention_effect", "615.1a", f"all damage that would be dealt to "
                  f"{name_of(s, r)} this turn will be prevented", ctx["controller"], [r])
    return True
