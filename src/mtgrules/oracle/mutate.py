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
from mtgrules.model import (
    CreateToken,
    Enters,
    ThisObject,
    TriggeredAbility,
)
from mtgrules.model.base import Ability, walk
from mtgrules.model.mutate import Mutates
from mtgrules.oracle.compiler import Problem, Verdict, _compile_face, compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.mutate_lines import (
    _ENTERS,
    _MUTATES,
    _ON_IT,
    _ON_SELF,
    mutate_cost,
    render_mutate,
)
from mtgrules.oracle.normalize import Line, current_wording, lines
from mtgrules.oracle.tokens import token_def

__all__ = ["compile_mutate", "mutate_cost", "render_mutate"]

_COUNTERS_ON_IT = re.compile(r"put .+ counters? on it\.")


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
