"""Monstrosity (CR 701.37a-b): "If this permanent isn't monstrous, put N +1/+1 counters on it
and it becomes monstrous", and the "becomes monstrous" event its triggers wait for."""

from __future__ import annotations

from mtgrules.effects.ops import put_counters
from mtgrules.log import log_event, name_of
from mtgrules.model import CounterKind, PutCounters, ThisObject
from mtgrules.model.monstrosity import Monstrosity
from mtgrules.rules.triggers import emit
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def monstrosity(s: GameState, f: Frame, e: Monstrosity) -> bool:
    """The source permanent, if it is still on the battlefield (the same object, CR 400.7) and
    isn't monstrous, gets N +1/+1 counters (after the replacement effects on counters, CR 616.1)
    and becomes monstrous (701.37a); the ``monstrous`` event follows (701.37b). Returns False
    while a replacement-order decision is pending (resumed from ``f.data``)."""
    src = f.data["ctx"].get("source")
    o = s.objects.get(src) if isinstance(src, int) else None
    if "monstrosity" not in f.data:
        f.data["monstrosity"] = o is not None and o.zone == "battlefield" and \
            not o.chosen.get("monstrous")
    if not f.data["monstrosity"]:
        del f.data["monstrosity"]
        return True
    if not put_counters(s, f, PutCounters(ThisObject(), CounterKind.P1P1, e.n)):
        return False
    del f.data["monstrosity"]
    assert o is not None and isinstance(src, int)
    if o.zone != "battlefield":
        return True
    o.chosen["monstrous"] = True
    log_event(s, "monstrous", "701.37a", f"{name_of(s, src)} becomes monstrous", o.controller,
              [src])
    # CR 701.37c: "X" in its "becomes monstrous" triggers is the monstrosity ability's X
    emit(s, {"type": "monstrous", "obj": src, "player": o.controller,
             "x": int(f.data["ctx"].get("x") or 0)})
    return True
