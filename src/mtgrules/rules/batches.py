"""Batches of simultaneous events for "Whenever one or more [objects] enter/die" (CR 603.2:
such an ability triggers once for each event that puts one or more matching objects there,
however many; 603.6a: each event puts one or more permanents onto the battlefield).

The engine emits one trigger event per object, so simultaneity is kept as a *moment*: a
counter in ``s.extra["moment"]`` advanced after each step of a resolving effect
(:mod:`mtgrules.effects.interpreter`, CR 608.2c: each instruction is one event) and at each
check of state-based actions (:mod:`mtgrules.rules.sba`, CR 704.3: performed
simultaneously). A "one or more" ability that already triggered in this moment and is still
waiting to be put on the stack doesn't trigger again (:func:`already_triggered`).
"""

from __future__ import annotations

from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.triggers import Dies, Enters
from mtgrules.state.game_state import GameState


def moment(s: GameState) -> int:
    """The current moment (0 before any was advanced, or when a loaded save holds no number
    there: the moment only tells simultaneous events apart)."""
    v = s.extra.get("moment", 0)
    return v if type(v) is int else 0


def next_moment(s: GameState) -> None:
    """End the current moment: later events are not simultaneous with earlier ones."""
    s.extra["moment"] = moment(s) + 1


def one_or_more(a: TriggeredAbility) -> bool:
    """Whether ``a`` triggers once per batch ("Whenever one or more ...")."""
    e = a.event
    return isinstance(e, Enters | Dies) and e.one_or_more


def already_triggered(s: GameState, key: str, source: int) -> bool:
    """Whether ability ``key`` of ``source`` already triggered in this moment (its record
    still waits in ``s.triggered``)."""
    now = moment(s)
    return any(t["ability"] == key and t["source"] == source and t.get("moment") == now
               for t in s.triggered)
