"""Keyword actions of no larger family (CR 701): "investigate" (701.16a) and
doubling power and toughness (701.10b-c)."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import amount, objects, set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.amounts import Fixed
from mtgrules.model.base import Duration
from mtgrules.model.codec import to_data
from mtgrules.model.continuous import ModifyPT
from mtgrules.model.keyword_actions import DoublePT, Investigate
from mtgrules.rules.layers import characteristics
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


def double_pt(s: GameState, f: Frame, e: DoublePT) -> bool:
    """Each object gets +X/+Y until end of turn, X and Y its power and toughness now (CR
    701.10b; a negative value doubles to more negative, 701.10c), locked in as the effect
    resolves (608.2h)."""
    ids = [x for x in objects(s, f, e.what) if s.objects[x].zone == "battlefield"]
    set_those(f, ids)
    ctx = f.data["ctx"]
    for oid in ids:
        c = characteristics(s, oid)
        part = ModifyPT(Fixed(c.power or 0), Fixed(c.toughness or 0))
        add_effect(s, [oid], [to_data(part)], Duration.END_OF_TURN, int(ctx["controller"]),
                   int(ctx["source"]))
        log_event(s, "double_pt", "701.10b", f"{name_of(s, oid)}'s power and toughness are "
                  f"doubled", int(ctx["controller"]), [oid])
    return True
