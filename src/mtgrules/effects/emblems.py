"""Getting an emblem (CR 114.1): :class:`~mtgrules.model.emblems.CreateEmblem`."""

from __future__ import annotations

from mtgrules.cards.emblems import EMBLEM
from mtgrules.log import log_event
from mtgrules.model.emblems import CreateEmblem
from mtgrules.rules.zone_change import new_object
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def create_emblem(s: GameState, f: Frame, e: CreateEmblem) -> bool:
    """The ability's controller gets an emblem with ``e``'s abilities: a new object in the
    command zone (CR 114.1, 114.2) that player owns and controls, listed in
    ``s.extra["emblems"]`` so its abilities function from the command zone (114.4)."""
    pid = int(f.data["ctx"]["controller"])
    o = new_object(s, EMBLEM, pid, "command", kind="emblem")
    o.chosen["emblem"] = [a.key for a in e.abilities]
    s.extra.setdefault("emblems", []).append(o.id)
    s.touch()
    texts = "; ".join(a.text for a in e.abilities)
    log_event(s, "emblem", "114.1", f"{s.players[pid].name} gets an emblem with \"{texts}\"",
              pid, [o.id])
    return True
