"""Exiling the top card with a permission to play it
(:class:`~mtgrules.model.impulse.ExileTopPlayable`)."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.cast_effects import next_turn_of
from mtgrules.effects.refs import set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.impulse import ExileTopPlayable
from mtgrules.rules.linked_exile import link_exiled
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def exile_top_playable(s: GameState, f: Frame, e: ExileTopPlayable) -> bool:
    """Exile the controller's top card face up (CR 406.3) with a play permission
    (``s.extra["play_permissions"]``, read by :func:`mtgrules.rules.casting.
    permitted_exiled_cards`): ``{"turn"}`` this turn, ``{"until_turn"}`` until the end of
    their next turn, no limit while it remains exiled (a new object elsewhere, CR 400.7)."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    if not p.library:
        set_those(f, [])
        return True
    top = p.library[0]
    log_event(s, "exile", "406.3", f"{p.name} exiles {name_of(s, top)} from the top of their "
              f"library ({e.wording.value.lower()})", pid, [top])
    new = move(s, top, "exile")
    link_exiled(s, int(f.data["ctx"]["source"]), new)  # "cards exiled with ~" (CR 607.2a)
    perm: dict[str, Any] = {"player": pid, "obj": new}
    if e.this_turn:
        perm["turn"] = s.turn
    elif e.until_next_turn:
        perm["until_turn"] = next_turn_of(s, pid)
    s.extra["play_permissions"] = [*s.extra.get("play_permissions", ()), perm]
    set_those(f, [new])
    s.touch()
    return True
