"""The counter family of effect sentences (CR 122, 701.34): templates beyond "Put N +1/+1
counters on ...", read by :func:`mtgrules.oracle.effects.parse_sentence` before its own.

- ``"Remove all counters from target permanent"`` (any target phrase naming permanents) ->
  :class:`~mtgrules.model.RemoveAllCounters`
- ``"Proliferate"`` -> :class:`~mtgrules.model.Proliferate` (CR 701.34a)

:func:`parse_counter_sentence` gives the nodes (a target slot is added through ``slots``);
:func:`render_counter_node` writes a node back from the model alone, or None when the node
is not of this family.
"""

from __future__ import annotations

import re
from typing import Protocol

from mtgrules.model import Proliferate, RemoveAllCounters, TargetKind, TargetRef, TargetSlot
from mtgrules.model.base import Zone
from mtgrules.model.effects import Effect
from mtgrules.oracle.phrases import common, parse_target, render_target


class SlotAdder(Protocol):
    """The target slots of the ability being parsed (:class:`mtgrules.oracle.effects.Slots`)."""

    def add(self, t: TargetSlot) -> TargetRef:
        """Add a slot; returns its reference."""
        ...


def parse_counter_sentence(s: str, slots: SlotAdder) -> list[Effect] | None:
    """One sentence (capitalised, no final period) of this family, or None."""
    if s == "Proliferate":
        return [Proliferate()]
    m = re.fullmatch(r"Remove all counters from (.+)", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind != TargetKind.OBJECT or \
                common(t.filter).zone != Zone.BATTLEFIELD:
            return None
        return [RemoveAllCounters(slots.add(t))]
    return None


def render_counter_node(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The sentence (no final period) of a node of this family; None for other nodes.
    Raises ValueError for a node of this family without a rendering."""
    match e:
        case Proliferate():
            return "Proliferate"
        case RemoveAllCounters():
            if not isinstance(e.what, TargetRef):
                raise ValueError("remove all counters from a non-target has no rendering")
            return f"Remove all counters from {render_target(targets[e.what.slot])}"
        case _:
            return None
