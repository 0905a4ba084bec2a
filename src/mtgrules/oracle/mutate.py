"""Compiling mutate cards (CR 702.140).

A mutate card's text has its ``"Mutate {cost}"`` line (702.140a), compiled to an alternative
spell cost with the keyword :data:`~mtgrules.model.mutate.MUTATE`, and may have
``"Whenever ~ mutates, effect."`` lines (702.140d), compiled to triggered abilities with the
event :class:`~mtgrules.model.mutate.Mutates`: the effect is read by the shared per-line
compiler as the body of a "When ~ enters, ..." trigger, with its render check, and the
rendering of the whole line is the event's words then that body (:func:`render_mutate`).
Every other line is compiled as usual. The rules are :mod:`mtgrules.rules.mutate`.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.carddb import CardRecord
from mtgrules.cards.definition import TypeLine, keyed
from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import (
    Cost,
    CreateToken,
    Enters,
    PutCounters,
    SpellCost,
    ThisObject,
    TriggeredAbility,
)
from mtgrules.model.base import Ability, walk
from mtgrules.model.mutate import MUTATE, Mutates
from mtgrules.model.spell_costs import SpellCostCondition, SpellCostKind
from mtgrules.oracle import render
from mtgrules.oracle.compiler import Problem, Verdict, _compile_face, compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line, current_wording, lines
from mtgrules.oracle.tokens import token_def

__all__ = ["compile_mutate", "mutate_cost", "render_mutate"]

_MUTATE = re.compile(r"Mutate ((?:\{[0-9WUBRGC/]+\})+)")
_MUTATES = "Whenever ~ mutates, "
_ENTERS = "When ~ enters, "
_ON_SELF, _ON_IT = " on ~.", " on it."
_COUNTERS_ON_IT = re.compile(r"put .+ counters? on it\.")


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


if render_mutate not in render.ABILITY_RENDERERS:
    render.ABILITY_RENDERERS.append(render_mutate)


def _trigger(ln: Line, tl: TypeLine) -> TriggeredAbility:
    """A "Whenever ~ mutates, effect." line -> its triggered ability. Raises Unsupported."""
    body = ln.text[len(_MUTATES):]
    if _COUNTERS_ON_IT.fullmatch(body):  # "it" is the creature that mutated: the source
        body = body[:-len(_ON_IT)] + _ON_SELF
    got = compile_line(Line(_ENTERS + body, _ENTERS + body), tl)
    if len(got) != 1 or not isinstance(got[0], TriggeredAbility) or \
            got[0].event != Enters(ThisObject()) or got[0].intervening_if is not None:
        raise Unsupported("a mutate trigger's effect not supported")
    a = dataclasses.replace(got[0], event=Mutates(), text=ln.raw)
    if render_mutate(a) != ln.text:
        raise Unsupported("the mutate trigger renders differently")
    return a


def compile_mutate(card: CardRecord) -> Verdict:
    """Compile a mutate card (see the module docstring). Never raises: problems are the
    verdict's unsupported lines."""
    face = current_wording(card.faces[0])
    bad: list[Problem] = []
    rest: list[str] = []
    special: list[Line] = []
    for raw in face.lines:
        got = lines(raw, face.name)
        if len(got) == 1 and (mutate_cost(got[0].text) or got[0].text.startswith(_MUTATES)):
            special.append(got[0])
        else:
            rest.append(raw)
    d, problems = _compile_face(dataclasses.replace(face, oracle_text="\n".join(rest)),
                                card.name)
    bad.extend(problems)
    costs = [c for ln in special if (c := mutate_cost(ln.text)) is not None]
    if len(card.faces) != 1 or len(costs) != 1:
        bad.append(("", "a mutate card needs one face and one mutate cost", "", face.name))
    extra: list[Ability] = list(costs)
    if d is not None:
        for ln in special:
            if ln.text.startswith(_MUTATES):
                try:
                    extra.append(_trigger(ln, d.type_line))
                except Unsupported as e:
                    bad.append((ln.text, e.reason, ln.raw, face.name))
        if "Creature" not in d.type_line.types:
            bad.append(("", "a mutate card that is not a creature", "", face.name))
    if d is None or bad:
        return Verdict(card.name, False, tuple(bad))
    n = len(d.abilities)
    abilities = (*d.abilities, *(keyed(card.name, n + i, a) for i, a in enumerate(extra)))
    whole = dataclasses.replace(d, oracle=face.oracle_text or "", abilities=abilities,
                                layout=card.layout.value)
    names = sorted({x.token for a in abilities for x in walk(a) if isinstance(x, CreateToken)})
    return Verdict(card.name, True, (), whole, tuple(token_def(t) for t in names))
