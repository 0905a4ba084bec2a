"""The monarch (CR 724): a designation a player can have.

There is no monarch until an effect makes a player the monarch (724.1); only one player is
the monarch at a time (724.3). The designation is kept as one object in the command zone,
:data:`MONARCH` ("The Monarch"), controlled and owned by the monarch, whose id is
``state.extra["monarch"]``; that object holds the two inherent triggered abilities of 724.2
(the abilities have no source in the CR's terms, and nothing in the game can refer to the
object: it is neither a card nor a permanent):

- "At the beginning of the monarch's end step, that player draws a card";
- "Whenever a creature deals combat damage to the monarch, its controller becomes the
  monarch".

Both trigger from the rules here (:func:`monarch_triggers`, installed by the composition root
among :data:`mtgrules.rules.triggers.RULE_TRIGGERS`) and are controlled by the player who was the monarch as
they triggered (724.2). When the monarch leaves the game, the active player, or else the next
player in turn order, becomes the monarch (724.4, :func:`monarch_leaves`).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.designations import MONARCH
from mtgrules.log import log_event
from mtgrules.rules.layers import characteristics
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import new_object
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject, ref_player

DRAW_ABILITY = f"{MONARCH}#0"
"""The key of "At the beginning of the monarch's end step, that player draws a card"."""
DAMAGE_ABILITY = f"{MONARCH}#1"
"""The key of "Whenever a creature deals combat damage to the monarch, its controller becomes
the monarch"."""


def monarch_object(s: GameState) -> GameObject | None:
    """The monarch designation's object in the command zone, or None (no monarch, 724.1)."""
    oid = s.extra.get("monarch")
    return s.objects.get(oid) if isinstance(oid, int) else None


def monarch(s: GameState) -> int | None:
    """The index of the player who is the monarch, or None when there is none (CR 724.1)."""
    o = monarch_object(s)
    return o.controller if o is not None else None


def become_monarch(s: GameState, pid: int, rule: str = "724.3") -> None:
    """Player ``pid`` becomes the monarch; the current monarch ceases to be (CR 724.3). A
    player who is already the monarch stays so (nothing is logged). Emits a
    ``become_monarch`` event (for "whenever you become the monarch")."""
    o = monarch_object(s)
    if o is not None and o.controller == pid:
        return
    if o is None:
        o = new_object(s, MONARCH, pid, "command")
        s.extra["monarch"] = o.id
    o.owner = o.controller = pid
    s.touch()
    log_event(s, "monarch", rule, f"{s.players[pid].name} becomes the monarch", pid, [o.id])
    emit(s, {"type": "become_monarch", "player": pid})


def monarch_triggers(s: GameState, ev: dict[str, Any]) -> list[dict[str, Any]]:
    """The monarch's inherent abilities that event ``ev`` triggers (CR 724.2), as records
    for ``state.triggered``: the beginning of the monarch's end step; combat damage dealt to
    the monarch by a creature (the event's ``player`` is then that creature's controller,
    who becomes the monarch as the ability resolves)."""
    if "monarch" not in s.extra:  # no monarch yet (CR 724.1): the common case, cheaply
        return []
    o = monarch_object(s)
    if o is None:
        return []
    who = o.controller
    if ev["type"] == "step_begin" and ev.get("step") == "end" and ev.get("active") == who:
        return [{"ability": DRAW_ABILITY, "source": o.id, "controller": who,
                 "event": {"type": "monarch", "player": who}}]
    if ev["type"] == "damage" and ev.get("combat") and ev.get("amount", 0) > 0 and \
            ev["target"] < 0 and ref_player(ev["target"]) == who and \
            _was_creature(s, ev["source"]) and ev.get("source_controller") is not None:
        return [{"ability": DAMAGE_ABILITY, "source": o.id, "controller": who,
                 "event": {"type": "monarch", "player": int(ev["source_controller"]),
                           "obj": ev["source"]}}]
    return []


def _was_creature(s: GameState, oid: int) -> bool:
    o = s.objects.get(oid)
    return o is not None and "Creature" in characteristics(s, oid).types


def monarch_leaves(s: GameState) -> bool:
    """CR 724.4 (checked with the state-based actions): when the monarch has left the game,
    the active player, or else the next player in turn order still in the game, becomes the
    monarch; with no such player the game goes on with no monarch. True if it changed."""
    o = monarch_object(s) if "monarch" in s.extra else None
    if o is None or not s.players[o.controller].lost:
        return False
    n = len(s.players)
    for k in range(n):
        q = (s.active + k) % n
        if not s.players[q].lost:
            become_monarch(s, q, "724.4")
            return True
    del s.extra["monarch"]
    o.zone = "gone"
    s.touch()
    return True
