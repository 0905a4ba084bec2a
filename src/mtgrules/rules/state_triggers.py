"""State-triggered abilities (CR 603.8): "When you control no Islands, sacrifice this
creature". Checked each time a player would receive priority, after state-based actions
(CR 117.5): an ability whose state is true triggers, unless it already triggered and has not
yet left the stack (it is waiting to be put on the stack, or is on it).
"""

from __future__ import annotations

from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.triggers import ControlsNone
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics, battlefield_memo, compute_battlefield
from mtgrules.rules.triggers import triggered_index
from mtgrules.state.game_state import GameState


def check_state_triggers(s: GameState) -> None:
    """Record each state trigger whose state is true (CR 603.8) in ``state.triggered``."""
    pairs = battlefield_memo(s, "state_triggers", lambda ch: [
        (oid, a) for oid, a in triggered_index(s, ch) if isinstance(a.event, ControlsNone)])
    if not pairs:
        return
    chars = compute_battlefield(s)
    for oid, a in pairs:
        ctrl = chars[oid].controller
        if _pending(s, oid, a) or not _holds(s, a, oid, ctrl, chars):
            continue
        s.triggered.append({"ability": a.key, "source": oid, "controller": ctrl,
                            "event": {"type": "state"}})


def _holds(s: GameState, a: TriggeredAbility, src: int, ctrl: int,
           chars: dict[int, Characteristics]) -> bool:
    e = a.event
    assert isinstance(e, ControlsNone)
    return not any(c.controller == ctrl and matches(s, x, c, e.filter, ctrl, src)
                   for x, c in chars.items())


def _pending(s: GameState, src: int, a: TriggeredAbility) -> bool:
    """Whether the ability of ``src`` already triggered and hasn't left the stack."""
    if any(t["ability"] == a.key and t["source"] == src for t in s.triggered):
        return True
    return any(s.objects[x].ability == a.key and s.objects[x].source == src
               for x in s.stack if x in s.objects)
