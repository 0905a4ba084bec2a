"""Mass removal by a counted mana value (CR 202.3, 701.8): ``"Destroy each nonland permanent
with mana value equal to the number of charge counters on ~"`` ->
:class:`~mtgrules.model.mana_value_each.DestroyEachWithManaValue`, the count read as the
effect begins (608.2h; the source sacrificed to pay the cost as it last existed).

The amount phrase read here is "the number of [kind] counters on ~" (CR 122.1)."""

from __future__ import annotations

import re

from mtgrules.model import CounterKind, TargetSlot, ThisObject
from mtgrules.model.amounts import Amount, CountersOn
from mtgrules.model.effects import Effect
from mtgrules.model.mana_value_each import DestroyEachWithManaValue
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import parse_permanents, render_permanents

_DESTROY_EACH = re.compile(r"Destroy each (.+?) with mana value equal to (.+)")
_COUNTERS_ON = re.compile(r"the number of (\S+) counters on ~")


def parse_counters_on_this(s: str) -> Amount | None:
    """``"the number of charge counters on ~"`` -> the count of those counters on the source
    (as it last existed if it left, CR 608.2h); None for other phrases."""
    m = _COUNTERS_ON.fullmatch(s)
    if m is None:
        return None
    try:
        return CountersOn(ThisObject(), CounterKind(m.group(1)))
    except ValueError:
        return None


def render_counters_on_this(a: Amount) -> str | None:
    """The inverse of :func:`parse_counters_on_this`; None for other amounts."""
    if isinstance(a, CountersOn) and isinstance(a.obj, ThisObject) and a.lki:
        return f"the number of {a.counter.value} counters on ~"
    return None


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _DESTROY_EACH.fullmatch(s)
    if m is None:
        return None
    f = parse_permanents(m.group(1))
    n = parse_counters_on_this(m.group(2))
    if f is None or n is None:
        return None
    return [DestroyEachWithManaValue(f, n)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, DestroyEachWithManaValue):
        return None
    n = render_counters_on_this(e.mana_value)
    if n is None:
        raise ValueError("a mana value amount with no rendering")
    return f"Destroy each {render_permanents(e.filter)} with mana value equal to {n}"
