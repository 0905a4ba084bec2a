"""Effects that give players designations: "[player] becomes the monarch" (CR 724)."""

from __future__ import annotations

from mtgrules.effects.refs import players
from mtgrules.model.designations import BecomeMonarch
from mtgrules.rules.monarch import become_monarch
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def become_the_monarch(s: GameState, f: Frame, e: BecomeMonarch) -> bool:
    """The referenced player becomes the monarch (CR 724.1, 724.3); a player who has left
    the game can't (800.4a)."""
    for p in players(s, f, e.player):
        if not s.players[p].lost:
            become_monarch(s, p)
    return True
