"""Attack requirements as effects until end of turn (CR 508.1d), sentences without their final
period: ``"Target creature attacks this turn if able"`` (Courtly Provocateur) and ``"Each
creature attacks this turn if able"`` (Goblin Diplomats: the creatures on the battlefield as
the effect begins, CR 611.2c). The model is an :class:`~mtgrules.model.ApplyRule` of
:class:`~mtgrules.model.AttacksEachCombat` until end of turn; the static form "~ attacks each
combat if able." is a rule text of :data:`mtgrules.oracle.keywords_combat.COMBAT_RULES`."""

from __future__ import annotations

import re

from mtgrules.model import ApplyRule, AttacksEachCombat, Duration, Each
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import ObjectRef
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_each_permanents, render_each_permanents

_IF_ABLE = re.compile(r"(.+?) attacks this turn if able")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of this family; None if not of it."""
    m = _IF_ABLE.fullmatch(s)
    if m is None:
        return None
    subject = m.group(1)
    what: ObjectRef | None
    if subject.startswith("Each "):
        f = parse_each_permanents(subject[len("Each "):])
        what = Each(f) if f is not None else None
    else:
        what = effects._object(low(subject), slots)
    if what is None:
        return None
    return [ApplyRule(AttacksEachCombat(), what, Duration.END_OF_TURN)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, ApplyRule) or e.rule != AttacksEachCombat() or \
            e.duration is not Duration.END_OF_TURN or e.what is None:
        return None
    try:
        if isinstance(e.what, Each):
            if e.what.controlled_by is not None:
                return None
            who = "Each " + render_each_permanents(e.what.filter)
        else:
            who = cap(effects._render_object(e.what, targets))
    except ValueError:
        return None
    return f"{who} attacks this turn if able"
