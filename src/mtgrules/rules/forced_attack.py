"""Attack requirements naming a planeswalker and prevention for one turn (CR 508.1d, 615.1a),
from :class:`~mtgrules.model.AttackSourceDuringNextTurn` and
:class:`~mtgrules.model.PreventAllDamageThisTurn`.

A forced attack is a stored effect ``{"forced_attack": <planeswalker id>, "player": p,
"after_turn": t}``: it applies during player ``p``'s first turn after turn ``t`` and ends in
that turn's cleanup step (CR 514.2) (:func:`end_forced_attacks`)."""

from __future__ import annotations

from mtgrules.model.base import Duration
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.game_state import GameState

DURING = Duration.DURING_THEIR_NEXT_TURN.value


def forced_defender(s: GameState, oid: int, defenders: list[int]) -> int | None:
    """The planeswalker creature ``oid`` must attack this combat if able (CR 508.1d), or None:
    a forced-attack effect on its controller, now in that player's turn, whose planeswalker
    is still a legal defender."""
    chars = compute_battlefield(s)
    ctrl = chars[oid].controller
    for e in s.effects:
        must = e.get("must_attack")  # "attacks that opponent this turn if able" (702.141a)
        if must is not None and oid in e["affected"] and must in defenders:
            return int(must)
        if e.get("duration") != DURING or ctrl != s.active or e.get("player") != ctrl or \
                s.turn <= e.get("after_turn", s.turn):
            continue
        pw = e.get("forced_attack")
        if pw in defenders:
            return int(pw)
    return None


def end_forced_attacks(s: GameState) -> None:
    """Cleanup step (CR 514.2): the effects lasting "during [the active player]'s next turn"
    that applied this turn end."""
    kept = [e for e in s.effects if not (e.get("duration") == DURING and
                                         e.get("player") == s.active and
                                         s.turn > e.get("after_turn", s.turn))]
    if len(kept) != len(s.effects):
        s.effects[:] = kept
        s.touch()
