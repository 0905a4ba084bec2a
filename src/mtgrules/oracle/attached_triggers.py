"""Trigger events of the creature an Aura or Equipment is attached to (CR 303.4, 301.5,
603.10a): ``"When enchanted creature dies"``, ``"Whenever equipped creature dies"`` (a
leaves-the-battlefield trigger that looks back in time: the Aura is still attached to the
creature as it dies, and is put into its owner's graveyard by a state-based action after,
CR 704.5m). ``"Whenever enchanted creature attacks"`` and ``"... deals combat damage to a
player"`` are read by :mod:`mtgrules.oracle.triggers`."""

from __future__ import annotations

import re

from mtgrules.model import AttachedObject, Fixed
from mtgrules.model.attached_triggers import ReturnAuraCard
from mtgrules.model.base import Color, CounterKind
from mtgrules.model.effects import Effect, PutCounters
from mtgrules.model.filters import Cmp, Filter, PowerIs
from mtgrules.model.history import IfElse, IfForm, ObjectIs
from mtgrules.model.triggers import Dies, TriggerEvent
from mtgrules.oracle.effects import Slots, Targets

_DIES = re.compile(r"(?:When (enchanted)|Whenever (equipped)) creature dies")
"""An Aura's is "When" (it goes to the graveyard too), an Equipment's "Whenever" (it stays,
unattached, CR 704.5n): the corpus's wording but one card's."""


def parse_event(text: str) -> TriggerEvent | None:
    """``"When enchanted creature dies"`` -> ``Dies(AttachedObject())``; None for others."""
    m = _DIES.fullmatch(text)
    if m is None:
        return None
    return Dies(AttachedObject(equipped=m.group(2) is not None))


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    if not isinstance(e, Dies) or not isinstance(e.what, AttachedObject) or \
            e.what.noun != "creature" or e.any_permanent or e.one_or_more or e.or_this:
        return None
    return "Whenever equipped creature dies" if e.what.equipped else \
        "When enchanted creature dies"


CONDITIONS: tuple[tuple[str, ObjectIs], ...] = tuple(
    (f"enchanted creature's power is {n} or greater",
     ObjectIs(AttachedObject(), Filter(power=PowerIs(Cmp.GE, n)))) for n in range(1, 21))
"""Intervening "if" clauses on the enchanted creature (CR 603.4): "At the beginning of your end
step, if enchanted creature's power is 4 or greater, sacrifice ~." (Domestication), judged on
the creature the source is attached to when the trigger event happens and as it resolves."""

_RETURN = "return ~ to its owner's hand."


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """After ``"When enchanted creature dies, "``: ``"return this card to its owner's hand."``
    (normalised ``~``) -> the Aura's card from its owner's graveyard (CR 400.7f,
    :class:`~mtgrules.model.attached_triggers.ReturnAuraCard`); None for other text."""
    if isinstance(event, Dies) and isinstance(event.what, AttachedObject) and rest == _RETURN:
        return (ReturnAuraCard(),)
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse_trigger_effect`; None for other nodes."""
    if isinstance(e, ReturnAuraCard) and e == ReturnAuraCard():
        return _RETURN[:1].upper() + _RETURN[1:-1]
    return None


_COUNTER_IF = re.compile(r"Put a \+1/\+1 counter on (equipped|enchanted) creature if it's "
                         r"(white|blue|black|red|green)")


def parse_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """``"Put a +1/+1 counter on equipped creature if it's red"`` (Ring of Valkas; no final
    period) -> the counter on the attached creature if it has that color as the ability
    resolves (CR 608.2c, 122.1); None for other sentences."""
    m = _COUNTER_IF.fullmatch(s)
    if m is None:
        return None
    on = AttachedObject(equipped=m.group(1) == "equipped")
    color = Color[m.group(2).upper()]
    return [IfElse(ObjectIs(on, Filter(colors=frozenset({color}))),
                   (PutCounters(on, CounterKind.P1P1, Fixed(1)),), form=IfForm.IF_AFTER)]


def render_sentence(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse_sentence`; None for other nodes."""
    if not isinstance(e, IfElse) or e.form is not IfForm.IF_AFTER or e.otherwise or \
            len(e.then) != 1 or not isinstance(e.condition, ObjectIs):
        return None
    on, f, put = e.condition.obj, e.condition.filter, e.then[0]
    if not isinstance(on, AttachedObject) or on.noun != "creature" or \
            put != PutCounters(on, CounterKind.P1P1, Fixed(1)) or \
            not isinstance(f, Filter) or f != Filter(colors=f.colors) or len(f.colors) != 1:
        return None
    word = "equipped" if on.equipped else "enchanted"
    return f"Put a +1/+1 counter on {word} creature if it's " \
           f"{next(iter(f.colors)).name.lower()}"
