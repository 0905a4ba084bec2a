"""``"[Player] loses the game"`` (CR 104.3e: an effect may state that a player loses the
game): :class:`~mtgrules.model.player_effects.LoseGame`."""

from __future__ import annotations

import re

from mtgrules.model import EventPlayer, You
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.player_effects import LoseGame
from mtgrules.model.refs import PlayerRef
from mtgrules.oracle.effects import Slots, _player, _render_player


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``[Player] loses the game`` (no final period); None for other sentences."""
    if s == "You lose the game":
        return [LoseGame(You())]
    m = re.fullmatch(r"(That player|Target player|Target opponent|Each opponent) loses the "
                     r"game", s)
    if m is None:
        return None
    who: PlayerRef | None = EventPlayer() if m.group(1) == "That player" else \
        _player(m.group(1).lower(), slots)
    return None if who is None else [LoseGame(who)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case LoseGame(who=You()):
            return "You lose the game"
        case LoseGame(who=EventPlayer()):
            return "That player loses the game"
        case LoseGame(who=who):
            p = _render_player(who, targets)
            return f"{p[0].upper()}{p[1:]} loses the game"
        case _:
            return None
