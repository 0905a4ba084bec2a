"""One-shot effects that create prevention effects (CR 615): shields against the next N
damage (615.7) and "prevent all combat damage this turn" (615.1a). They are stored effects
lasting until end of turn (CR 514.2), read by :mod:`mtgrules.rules.prevention`."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import amount, objects, refs
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration
from mtgrules.model.prevention import (
    ExileIfWouldDieThisTurn,
    PreventAllCombatDamage,
    PreventNextDamage,
)
from mtgrules.rules.dies import damaged_by
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import ref_player


def prevent_next_damage(s: GameState, f: Frame, e: PreventNextDamage) -> bool:
    """"Prevent the next N damage that would be dealt to [target] this turn" (CR 615.7): a
    shield of N on each permanent or player still legal."""
    n = amount(s, f, e.amount)
    ctx = f.data["ctx"]
    for r in refs(s, f, e.to):
        pl = ref_player(r)
        if n <= 0 or (pl is None and s.objects[r].zone != "battlefield"):
            continue
        if pl is None:
            add_effect(s, [r], [], Duration.END_OF_TURN, ctx["controller"], ctx["source"],
                       shield="prevent", amount=n)
        else:  # a player's shield: ``affected`` holds objects only
            add_effect(s, [], [], Duration.END_OF_TURN, ctx["controller"], ctx["source"],
                       shield="prevent", amount=n, shielded_player=pl)
        who = s.players[pl].name if pl is not None else name_of(s, r)
        log_event(s, "prevention_shield", "615.7", f"the next {n} damage that would be dealt "
                  f"to {who} this turn will be prevented", ctx["controller"],
                  [r] if r > 0 else [])
    return True


def prevent_all_combat_damage(s: GameState, f: Frame, e: PreventAllCombatDamage) -> bool:
    """"Prevent all combat damage that would be dealt this turn" (CR 615.1a)."""
    ctx = f.data["ctx"]
    add_effect(s, [], [], Duration.END_OF_TURN, ctx["controller"], ctx["source"],
               shield="prevent_combat")
    log_event(s, "prevention_effect", "615.1a", "all combat damage that would be dealt this "
              "turn will be prevented", ctx["controller"])
    return True


def exile_if_would_die(s: GameState, f: Frame, e: ExileIfWouldDieThisTurn) -> bool:
    """"If that creature would die this turn, exile it instead" (CR 614.1a): a replacement
    effect until end of turn on each creature still on the battlefield (with
    ``dealt_damage``, only one this source dealt damage to), applied by
    :mod:`mtgrules.rules.dies`."""
    ctx = f.data["ctx"]
    src = ctx["source"]
    for r in objects(s, f, e.what):
        if s.objects[r].zone != "battlefield" or (e.dealt_damage and
                                                  src not in damaged_by(s, r)):
            continue
        add_effect(s, [r], [], Duration.END_OF_TURN, ctx["controller"], src,
                   replace="die_exile")
    return True
