"""Keyword actions of no larger family (CR 701): "investigate" (701.16a)."""

from __future__ import annotations

from mtgrules.effects.refs import amount, set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.keyword_actions import Investigate
from mtgrules.rules.zone_change import create_token
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

CLUE = "Clue"
"""The predefined Clue token's definition name (CR 111.10f)."""


def investigate(s: GameState, f: Frame, e: Investigate) -> bool:
    """The ability's controller investigates ``count`` times: each time, they create a Clue
    token (CR 701.16a, 111.10f). The Clues made are "those" for a following sentence."""
    pid = int(f.data["ctx"]["controller"])
    made: list[int] = []
    for _ in range(amount(s, f, e.count)):
        t = create_token(s, CLUE, pid)
        made.append(t)
        log_event(s, "investigate", "701.16a", f"{s.players[pid].name} investigates and "
                  f"creates {name_of(s, t)}", pid, [t])
    set_those(f, made)
    return True
