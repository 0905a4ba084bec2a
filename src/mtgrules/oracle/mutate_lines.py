"""The lines of a mutate card read apart from the rest (CR 702.140): the ``"Mutate {cost}"``
alternative cost (702.140a) and the rendering of a ``"Whenever ~ mutates, effect."``
trigger (702.140d); the card is compiled by :mod:`mtgrules.oracle.mutate`."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import Cost, Enters, PutCounters, SpellCost, ThisObject, TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.model.mutate import MUTATE, Mutates
from mtgrules.model.spell_costs import SpellCostCondition, SpellCostKind
from mtgrules.oracle import render

_MUTATE = re.compile(r"Mutate ((?:\{[0-9WUBRGC/]+\})+)")
_MUTATES = "Whenever ~ mutates, "
_ENTERS = "When ~ enters, "
_ON_SELF, _ON_IT = " on ~.", " on it."


def _on_itself(a: TriggeredAbility) -> bool:
    """Whether the ability only puts counters on its source, which Oracle calls "it" in a
    mutate trigger (the creature that mutated is the source, CR 702.140d)."""
    return len(a.effect) == 1 and isinstance(a.effect[0], PutCounters) and \
        a.effect[0].what == ThisObject() and not a.targets


def mutate_cost(line: str) -> SpellCost | None:
    """``"Mutate {2}{G}{G}"`` -> the alternative cost (CR 702.140a); None for another line."""
    m = _MUTATE.fullmatch(line)
    if not m:
        return None
    try:
        mana = ManaCost.parse(m.group(1))
    except ManaError:
        return None
    return SpellCost("", line, kind=SpellCostKind.ALTERNATIVE, cost=Cost(mana=mana),
                     keyword=MUTATE, condition=SpellCostCondition.ALWAYS)


def render_mutate(a: Ability) -> str | None:
    """The line of a mutate cost or a "whenever ~ mutates" ability; None for another
    ability (ValueError for one that claims to be one but has no rendering)."""
    if isinstance(a, SpellCost) and a.keyword == MUTATE:
        if a.kind is not SpellCostKind.ALTERNATIVE or a.condition is not \
                SpellCostCondition.ALWAYS or a.cost != Cost(mana=a.cost.mana):
            raise ValueError("not a mutate cost")
        return f"Mutate {a.cost.mana}"
    if isinstance(a, TriggeredAbility) and isinstance(a.event, Mutates):
        body = render.render_line((dataclasses.replace(a, event=Enters(ThisObject())),))
        if not body.startswith(_ENTERS):
            raise ValueError("a mutate trigger without a body")
        body = body[len(_ENTERS):]
        if _on_itself(a) and body.endswith(_ON_SELF):  # "put a +1/+1 counter on it"
            body = body[:-len(_ON_SELF)] + _ON_IT
        return _MUTATES + body
    return None
