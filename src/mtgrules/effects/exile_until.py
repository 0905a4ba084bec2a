"""Exiling until the source leaves the battlefield (CR 610.3):
:class:`~mtgrules.model.exile_until.ExileUntilSourceLeaves`."""

from __future__ import annotations

from mtgrules.effects.refs import objects, set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.exile_until import ExileUntilSourceLeaves
from mtgrules.rules.exile_until import link
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def exile_until_source_leaves(s: GameState, f: Frame, e: ExileUntilSourceLeaves) -> bool:
    """Exile the objects and link them to the source (CR 610.3a); nothing happens when the
    source is no longer on the battlefield (610.3c)."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        log_event(s, "exile_until", "610.3c", "the source has left the battlefield: nothing "
                  "is exiled", None, [src])
        set_those(f, [])
        return True
    moved: list[int] = []
    for r in objects(s, f, e.what):
        if s.objects[r].zone != "battlefield":
            continue
        log_event(s, "exile", "610.3a", f"{name_of(s, r)} is exiled until {name_of(s, src)} "
                  "leaves the battlefield", None, [r, src])
        new = move(s, r, "exile")
        link(s, src, new)
        moved.append(new)
    set_those(f, moved)
    return True
