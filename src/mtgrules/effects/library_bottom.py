"""Executing :mod:`mtgrules.model.library_bottom` (CR 401.4, 400.7)."""

from __future__ import annotations

from mtgrules.effects.refs import objects, set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.library_bottom import PutOnBottom
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def put_on_bottom(s: GameState, f: Frame, e: PutOnBottom) -> bool:
    """Each permanent ``e.what`` names still on the battlefield goes to the bottom of its
    owner's library (CR 401.4), logged as a ``library_bottom`` event; "it" afterwards is the
    card in the library. Always done (True)."""
    moved = []
    for oid in objects(s, f, e.what):
        if s.objects[oid].zone != "battlefield":
            continue
        name = name_of(s, oid)
        new = move(s, oid, "library", position="bottom")
        log_event(s, "library_bottom", "401.4", f"{name} is put on the bottom of its owner's "
                  "library", s.objects[new].owner, [new])
        moved.append(new)
    set_those(f, moved)
    return True
