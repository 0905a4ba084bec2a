"""One event for what happens at the same time (CR 608.2c, 603.10a, 704.3, 704.8).

Permanents that leave the battlefield together ("destroy all", "each player sacrifices", the
state-based actions of one check, a player leaving) are moved one call at a time, but by the
rules they leave in a single event. While a *simultaneous event* is open
(:func:`mtgrules.rules.triggers.simultaneously`):

- the game state just before the event is kept (taken as the first permanent leaves, or at
  once for a check of state-based actions, whose counters annihilate in the same event,
  704.5q): every permanent's computed characteristics and counters. A permanent leaving in
  the event gets its last known information from it (704.8, 608.2h), not from a state where
  the others already left;
- the ``leaves`` and ``enters`` trigger events are held back until the event is over, then
  emitted: leaves-the-battlefield abilities look back in time (603.10a), so they trigger from
  the permanents and abilities that existed just before the event, including those of the
  permanents that left with it ("whenever a creature dies" on a permanent destroyed by the
  same Wrath sees every creature die); abilities that trigger on entering see every
  permanent that entered with the event (603.6a).

The event lives only while one engine call runs (``state.memo``, never serialized): nothing in
it waits for a decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.rules.layers import Characteristics, characteristics, compute_battlefield
from mtgrules.state.game_state import GameState

_KEY = "simultaneous_event"

DEFERRED_EVENTS = frozenset({"leaves", "enters"})
"""The trigger event types held back until a simultaneous event is over."""


@dataclass
class SimultaneousEvent:
    """An open simultaneous event: ``depth`` nested openings (the outermost closes it),
    ``before`` the computed battlefield just before it (None until taken), ``counters`` each
    permanent's counters then, ``deferred`` the trigger events held back, in order."""

    depth: int = 0
    before: dict[int, Characteristics] | None = None
    counters: dict[int, dict[str, int]] = field(default_factory=dict)
    deferred: list[dict[str, Any]] = field(default_factory=list)


def current(s: GameState) -> SimultaneousEvent | None:
    """The open simultaneous event, or None."""
    ev = s.memo.get(_KEY)
    return ev if isinstance(ev, SimultaneousEvent) else None


def open_event(s: GameState, *, take_state: bool = False) -> SimultaneousEvent:
    """Open a simultaneous event, or join the one already open (returns it). ``take_state``:
    keep the state before it now rather than as the first permanent leaves."""
    ev = current(s)
    if ev is None:
        ev = s.memo[_KEY] = SimultaneousEvent()
    ev.depth += 1
    if take_state:
        state_before(s)
    return ev


def close_event(s: GameState) -> SimultaneousEvent | None:
    """Close one opening; returns the event when the outermost one closed (its deferred
    trigger events are then the caller's to emit), else None."""
    ev = current(s)
    if ev is None:
        return None
    ev.depth -= 1
    if ev.depth > 0:
        return None
    del s.memo[_KEY]
    return ev


def state_before(s: GameState) -> dict[int, Characteristics] | None:
    """The computed battlefield just before the open event (taken now if not yet), or None
    when no event is open."""
    ev = current(s)
    if ev is None:
        return None
    if ev.before is None:
        ev.before = compute_battlefield(s)
        ev.counters = {oid: dict(s.objects[oid].counters) for oid in s.battlefield}
    return ev.before


def last_known(s: GameState, oid: int) -> tuple[Characteristics, dict[str, int]]:
    """Permanent ``oid``'s characteristics and counters as it last existed on the battlefield
    (CR 608.2h): just before the open simultaneous event if it was there then (704.8), else
    as it is now."""
    before = state_before(s)
    ev = current(s)
    if before is not None and ev is not None and oid in before and oid in ev.counters:
        return before[oid], dict(ev.counters[oid])
    return characteristics(s, oid), dict(s.objects[oid].counters)


def defer(s: GameState, ev: dict[str, Any]) -> bool:
    """Hold back trigger event ``ev`` if a simultaneous event is open and it is one of
    :data:`DEFERRED_EVENTS`; returns whether it was held back."""
    open_ev = current(s)
    if open_ev is None or ev["type"] not in DEFERRED_EVENTS:
        return False
    open_ev.deferred.append(ev)
    return True
