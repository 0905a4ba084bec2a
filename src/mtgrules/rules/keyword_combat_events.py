"""Combat events that triggered keyword abilities wait for (see
:mod:`mtgrules.rules.keyword_triggers`): ``attacks_alone`` (CR 506.5),
``blocks_or_blocked`` (CR 509.3c-d) and ``attacks_or_blocks`` (508.3a, 509.3c). Called by :mod:`mtgrules.rules.combat` after each
declaration."""

from __future__ import annotations

from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.triggers import emit
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player


def emit_attack_events(s: GameState) -> None:
    """After attackers are declared: ``attacks_or_blocks`` for each attacker (CR 508.3a),
    ``attacks_alone`` for a lone attacker (CR 506.5), else ``attacks_with_others`` for each
    attacker, with the number of the others (battalion, 207.2c)."""
    assert s.combat is not None
    for oid in list(s.combat.attackers):
        emit(s, {"type": "attacks_or_blocks", "obj": oid, "role": "attacks"})
    n = len(s.combat.attackers)
    if n == 1:
        (oid, d), = s.combat.attackers.items()
        emit(s, {"type": "attacks_alone", "obj": oid, "defender": d, "player": s.active})
    elif n > 1:
        for oid in s.combat.attackers:
            emit(s, {"type": "attacks_with_others", "obj": oid, "others": n - 1,
                     "player": s.active})


def emit_block_events(s: GameState, blocks: list[list[int]]) -> None:
    """After blockers are declared: ``blocks_or_blocked`` once per blocking creature and once
    per blocked attacker (CR 509.3c-d), with the number of its blockers and the defending
    player (the blocker's controller)."""
    assert s.combat is not None
    chars = compute_battlefield(s)
    seen: set[int] = set()
    for b, _ in blocks:
        if b not in seen and b in chars:
            seen.add(b)
            emit(s, {"type": "blocks_or_blocked", "obj": b, "role": "blocks"})
            emit(s, {"type": "attacks_or_blocks", "obj": b, "role": "blocks"})
    for a in s.combat.attackers:
        blockers = s.combat.blocked.get(a, [])
        if blockers:
            d = s.combat.attackers[a]
            pl = ref_player(d)
            dp = d if pl is not None else player_ref(chars[d].controller if d in chars else 0)
            emit(s, {"type": "blocks_or_blocked", "obj": a, "role": "blocked",
                     "blockers": len(blockers), "defender_player": dp})
