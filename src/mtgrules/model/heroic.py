"""The effect of a heroic trigger (ability word, CR 207.2c): "Whenever you cast a spell that
targets this creature, put a +1/+1 counter on it." -- "it" is this creature, the object the
spell targets (the event's object is the spell, so the pronoun is not
:class:`~mtgrules.model.refs.EventObject`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import CounterKind, Node


@dataclass(frozen=True, slots=True)
class PutCountersOnIt(Node):
    """"Put N [kind] counters on it" where "it" is the source itself (CR 122.1), as
    ``PutCounters(ThisObject(), ...)`` does; the pronoun is kept for the rendering."""

    counter: CounterKind
    count: Amount = Fixed(1)
