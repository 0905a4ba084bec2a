"""What happens to unfinished work when a player leaves a multiplayer game (CR 800.4a, 104.3a).

A player may concede at any time (CR 104.3a), including in the middle of their own decision
(a target, a mana payment, a mulligan, blockers). The objects they own have then already left
the game (:func:`~mtgrules.rules.sba.leave_game`); this module discards the frames of the work
stack that were doing something on that player's behalf, so that the player who left makes no
further decisions (CR 800.4a) and the game goes on for the others. The frames that remain
recompute their pending decision when they run again.
"""

from __future__ import annotations

from typing import Any

from mtgrules.engine import pop
from mtgrules.log import log_event, name_of
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

# Frames that carry out an action of the player named in their data (CR 601, 602, 605, 106).
_OWN_ACTION_FRAMES = frozenset({"cast", "activate", "pay", "produce_mana"})


def abandon_work_of(s: GameState, pid: int) -> None:
    """Discard the top frames of the work stack that act for player ``pid``, who has just
    left the game, and clear the pending decision so the remaining frames ask again.

    - casting a spell or activating an ability (with its payment and mana abilities): the
      spell or ability left the game with its owner or controller (CR 800.4a), so the
      announcement stops and priority is with the next player (800.4a);
    - a resolving effect the player controlled: its object left the game, so the rest of it
      does nothing (the ``resolve`` frame sees the object is no longer on the stack);
    - a choice an instruction of another player's effect asked of ``pid``: the player who left
      doesn't make it (CR 800.4f for costs); every such choice in the engine concerns that
      player's own cards, library or permanents, which have left the game, so nothing is
      chosen in their place (800.4g);
    - a legend-rule choice of that player: their permanents are gone.
    Frames such as ``game`` (mulligans), ``declare_blockers``, ``combat_damage``,
    ``put_triggers`` and ``cleanup`` skip the player themselves when they run again.
    """
    pending = s.pending
    frames = s.frames
    if s.extra.get("mana_triggers"):
        s.extra["mana_triggers"] = [t for t in s.extra["mana_triggers"]
                                    if t["controller"] != pid]
    while frames:
        f = frames[-1]
        d = f.data
        if not _acts_for(s, f.kind, d, pid):
            break
        pop(s, f)
    if frames and pending is not None and pending.player == pid and frames[-1].kind == "effect":
        d = frames[-1].data
        d.pop("answer", None)
        d["pc"] += 1  # the departed player's choice is not made
    s.pending = None


def _acts_for(s: GameState, kind: str, d: dict[str, Any], pid: int) -> bool:
    """Whether a frame of ``kind`` with data ``d`` is work done for player ``pid``."""
    if kind in _OWN_ACTION_FRAMES or kind == "legend_rule":
        return bool(d.get("player") == pid)
    if kind == "effect":
        return bool(d["ctx"].get("controller") == pid)
    return kind == "mana_triggers" and not s.extra.get("mana_triggers")


def reverse_announcement(s: GameState, f: Frame, oid: int, spell: bool) -> None:
    """Reverse a spell's casting or an ability's activation that can't be completed (CR 732.1,
    601.2, 602.2): e.g. its only legal targets left the game with a player who conceded while
    it was being announced. Called at the target step, before any cost is paid (601.2c comes
    before 601.2f-h): a spell returns to the zone it came from, an ability ceases to exist; no
    ability triggers from the reversal, and the player keeps priority (732.2). Pops ``f``."""
    o = s.objects[oid]
    what = name_of(s, oid)
    pending_triggers = len(s.triggered)
    if spell:
        move(s, oid, str(o.chosen.get("cast_from") or "hand"))
    else:
        if oid in s.stack:
            s.stack.remove(oid)
        o.zone = "gone"
    del s.triggered[pending_triggers:]
    s.touch()
    log_event(s, "reversed", "732.1", f"{'casting' if spell else 'activation'} of {what} is "
              "reversed: it can't be completed (no legal target left)", o.controller, [oid])
    pop(s, f)
