"""Elspeth Conquers Death's templates: ``"Noncreature spells your opponents cast cost {2} more
to cast until your next turn."`` (a spell cost change for a while, CR 611.2a, 601.2f ->
:class:`~mtgrules.model.cost_effects.ChangeCostsUntilYourNextTurn`) and ``"Put a +1/+1
counter or a loyalty counter on it."`` (a counter of the controller's choice, CR 122.1 ->
:class:`~mtgrules.model.cost_effects.PutCounterOfChoice`)."""

from __future__ import annotations

import re

from mtgrules.model import CounterKind, StaticAbility
from mtgrules.model.cost_changes import ChangeSpellCost
from mtgrules.model.cost_effects import ChangeCostsUntilYourNextTurn, PutCounterOfChoice
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import Those
from mtgrules.oracle.cost_changes import parse_cost_change, render_cost_change
from mtgrules.oracle.effects import Slots, _object, _render_object

_UNTIL = " until your next turn"
_KIND = "|".join(re.escape(k.value) for k in CounterKind)
_CHOICE = re.compile(r"Put (?:a|an) (" + _KIND + r") counter or (?:a|an) (" + _KIND +
                     r") counter on (.+)")


def _art(kind: CounterKind) -> str:
    return "an" if kind.value[0] in "aeiou" else "a"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (no final period), or None."""
    if s.endswith(_UNTIL):
        got = parse_cost_change(s[:-len(_UNTIL)] + ".")
        if not got or len(got) != 1 or not isinstance(got[0], StaticAbility):
            return None
        ch = got[0].cost_modification
        if not isinstance(ch, ChangeSpellCost) or ch.this_spell:
            return None
        return [ChangeCostsUntilYourNextTurn(ch)]
    m = _CHOICE.fullmatch(s)
    if m:
        a, b = CounterKind(m.group(1)), CounterKind(m.group(2))
        if a is b or s != f"Put {_art(a)} {a.value} counter or {_art(b)} {b.value} counter " \
                          f"on {m.group(3)}":
            return None
        what = Those("it") if m.group(3) == "it" else _object(m.group(3), slots)
        return None if what is None else [PutCounterOfChoice(what, (a, b))]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case ChangeCostsUntilYourNextTurn():
            line = render_cost_change(StaticAbility("", "", cost_modification=e.change))
            return line.removesuffix(".") + _UNTIL
        case PutCounterOfChoice(kinds=(a, b)):
            what = "it" if e.what == Those("it") else _render_object(e.what, targets)
            return f"Put {_art(a)} {a.value} counter or {_art(b)} {b.value} counter on {what}"
        case _:
            return None
