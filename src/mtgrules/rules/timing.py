"""Turn order and timing: players still in the game (CR 800.4), the next player in turn
order (CR 101.4, 117.3d), sorcery timing (CR 307.1).

Split from :mod:`mtgrules.rules.priority` (which re-exports these names) so that casting,
activation and state-based actions can use them without an import cycle.
"""

from __future__ import annotations

from mtgrules.model.rules import CastAsThoughFlash
from mtgrules.rules.layers import Characteristics, battlefield_memo
from mtgrules.state.game_state import GameState

_FLASH = CastAsThoughFlash()


def living_players(s: GameState) -> list[int]:
    """Indexes of players still in the game (CR 800.4 for multiplayer)."""
    return [p.index for p in s.players if not p.lost]


def next_player(s: GameState, pid: int) -> int:
    """The next player in turn order who is still in the game."""
    n = len(s.players)
    for k in range(1, n + 1):
        q = (pid + k) % n
        if not s.players[q].lost:
            return q
    return pid


def is_main_phase_empty_stack(s: GameState, player: int) -> bool:
    """Sorcery timing (CR 307.1): own main phase, empty stack, holding priority."""
    return (player == s.active and s.step in ("precombat_main", "postcombat_main")
            and not s.stack)


def casts_as_though_flash(s: GameState, player: int) -> bool:
    """Whether a permanent ``player`` controls says "You may cast spells as though they had
    flash" (CR 702.8a, 601.3e): that player may cast spells any time they could cast an
    instant (CR 117.1a)."""
    return player in battlefield_memo(s, "as_though_flash", _flash_controllers)


def _flash_controllers(chars: dict[int, Characteristics]) -> frozenset[int]:
    return frozenset(c.controller for c in chars.values() if c.rules and _FLASH in c.rules)
