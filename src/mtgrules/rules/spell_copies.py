"""Copies of spells (CR 707.10): an object of kind ``"copy"`` on the stack.

A copy of a spell copies the spell's copiable values and every decision made for it: its mode
(``chosen["mode"]``), the value of X, its targets, how damage is divided, and the additional
or alternative costs paid (``chosen["kicked"]``, ``chosen["alt_cost"]``...) (707.10). It is
owned and controlled by the player under whose control it was put on the stack, and it is
not cast (707.10: no "whenever you cast" ability triggers, and it doesn't count as a spell
cast). Its controller may choose new targets for it when the effect says so (707.10c: each
target is kept, even if illegal, or changed to another legal one). A copy that would leave
the stack ceases to exist (707.10a, 704.5e): :func:`mtgrules.rules.zone_change.move` ends it
instead of moving it, since a copy of a spell is not a card and nothing can see it in
another zone before state-based actions are checked.
"""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.rules.zone_change import new_object
from mtgrules.state.game_state import GameState

_CAST_ONLY = frozenset({"cast_from", "cast_via", "flashback", "any_color"})
"""Choices of a spell that belong to how the card was cast, not to the spell: a copy is not
cast (CR 707.10a) and is not the card (a flashback copy isn't exiled, it ceases to exist)."""


def copy_spell(s: GameState, oid: int, controller: int) -> int:
    """Put a copy of spell ``oid`` on the stack under ``controller``'s control (CR 707.10,
    707.10a) and return its id. ``oid`` may have left the stack: its last known values are
    copied (608.2h)."""
    o = s.objects[oid]
    c = new_object(s, o.card, controller, "stack", "copy")
    c.controller = controller
    c.x = o.x
    c.targets = list(o.targets)
    c.chosen = {k: v for k, v in o.chosen.items() if k not in _CAST_ONLY}
    s.stack.append(c.id)
    s.touch()
    log_event(s, "copy_spell", "707.10", f"{s.players[controller].name} puts a copy of "
              f"{name_of(s, oid)} on the stack ({name_of(s, c.id)})", controller, [c.id, oid])
    return c.id

