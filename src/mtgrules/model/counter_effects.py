"""One-shot effects on counters beyond "put N counters" (CR 122, 701.34): removing every
counter from an object, and proliferate.

Kept apart from :mod:`mtgrules.model.effects` (which lists them in its ``Effect`` union) so
the counter family grows in its own module.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class RemoveAllCounters(Node):
    """"Remove all counters from [object]" (CR 122.1): every counter of every kind on it is
    removed. Removing lore counters triggers no chapter ability (CR 714.2b: "When one or more lore counters are put onto this Saga"); removing the
    loyalty counters of a planeswalker puts it into the graveyard as a state-based action
    (704.5i)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Proliferate(Node):
    """"Proliferate" (CR 701.34a): the controller chooses any number of permanents and/or
    players that have a counter, then gives each one additional counter of each kind it
    already has."""
