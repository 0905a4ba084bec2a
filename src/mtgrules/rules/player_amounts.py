"""Evaluating the player amounts of :mod:`mtgrules.model.player_effects` (CR 119.3, 202.3,
402)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.model.player_effects import DifferentManaValues, HandShortfall, LifeLostThisTurn
from mtgrules.rules.filters import matches
from mtgrules.state.game_state import GameState


def player_amount(s: GameState, a: LifeLostThisTurn | DifferentManaValues | HandShortfall,
                  source: int | None, controller: int, ctx: dict[str, Any] | None,
                  characteristics: Callable[[Any, int], Any]) -> int:
    """The value of ``a`` now: the life the player being acted on (``ctx["vars"]
    ["that_player"]``, else the controller) lost this turn (CR 119.3); the number of
    different mana values among the controller's graveyard cards matching the filter (202.3);
    how many cards the controller's hand is short of N (0 if none, 402). ``characteristics``
    computes an object's characteristics (CR 613)."""
    match a:
        case LifeLostThisTurn():
            pid = ((ctx or {}).get("vars") or {}).get("that_player", controller)
            return int(s.players[int(pid)].life_lost_this_turn)
        case DifferentManaValues(filter=flt):
            seen: set[int] = set()
            for oid in s.players[controller].graveyard:
                c = characteristics(s, oid)
                if matches(s, oid, c, flt, controller, source):
                    seen.add(c.mana_cost.mana_value() if c.mana_cost else 0)
            return len(seen)
        case HandShortfall(n=n):
            return max(0, n - len(s.players[controller].hand))
