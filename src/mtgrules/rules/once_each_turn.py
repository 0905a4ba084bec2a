"""Triggered abilities that trigger only once each turn ("This ability triggers only once
each turn": a restriction on triggering, like CR 603.2h's "Do this only once each turn").

The restriction belongs to the object (like an activation restriction, CR 602.5b): each
object records, in ``chosen["triggered"]``, the turn in which each such ability of it last
triggered; a new object (CR 400.7) has no record and may trigger it again.
"""

from __future__ import annotations

from mtgrules.model.abilities import TriggeredAbility
from mtgrules.state.game_state import GameState


def may_trigger_once(s: GameState, source: int, a: TriggeredAbility) -> bool:
    """Whether ``a`` of ``source`` may trigger now; if so, records that it triggered this
    turn (call it only for an ability whose event and intervening "if" matched). The dict is
    replaced, never mutated: ``chosen`` is copied shallowly by clones."""
    o = s.objects.get(source)
    if o is None:
        return True
    done = o.chosen.get("triggered", {})
    if done.get(a.key) == s.turn:
        return False
    o.chosen["triggered"] = {**done, a.key: s.turn}
    return True
