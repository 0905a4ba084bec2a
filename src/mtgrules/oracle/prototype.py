"""Compiling prototype cards (CR 702.160, 718).

A prototype card's text has one line ``"Prototype {1}{U}{U} — 2/1"`` (the inset frame, 718.1)
and the card's other abilities. The card compiles into a definition of layout ``"prototype"``
with two faces (:mod:`mtgrules.cards.faces`): its normal characteristics, and the same card
with the alternative mana cost, power and toughness, and the colours of that mana cost
(718.3b; every other characteristic the same, 718.5), labelled
:data:`~mtgrules.cards.faces.PROTOTYPED`. Casting it offers both (718.3, as for a modal
double-faced card's faces); the prototyped face stays up on the stack and battlefield, and
is part of the permanent's copiable values (718.2a, 718.3c-d: a copy names the same face);
in every other zone the card has its normal characteristics (718.4,
:func:`mtgrules.rules.faces.card_after_move`).

The prototype line is rendered back from the prototyped face's model
(:func:`render_prototype`) and must equal the text; the other lines go through the shared
per-line compiler with its render check.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.carddb import CardRecord
from mtgrules.cards.definition import CardDef
from mtgrules.mana import ManaCost, ManaError
from mtgrules.oracle.compiler import Problem, Verdict, _compile_face
from mtgrules.oracle.normalize import current_wording, lines
from mtgrules.oracle.tokens import created_tokens

__all__ = ["compile_prototype", "parse_prototype", "render_prototype"]

_PROTOTYPE = re.compile(r"Prototype ((?:\{[0-9WUBRGC]\})+) — (\d+)/(\d+)")


def parse_prototype(line: str) -> tuple[ManaCost, int, int] | None:
    """``"Prototype {1}{U}{U} — 2/1"`` -> (mana cost, power, toughness) of the alternative
    characteristics (CR 702.160a); None for another line."""
    m = _PROTOTYPE.fullmatch(line)
    if not m:
        return None
    try:
        return ManaCost.parse(m.group(1)), int(m.group(2)), int(m.group(3))
    except ManaError:
        return None


def render_prototype(face: CardDef) -> str:
    """The prototype line of a prototype card whose prototyped face is ``face``; ValueError
    when the face has no mana cost or power and toughness."""
    if face.mana_cost is None or face.power is None or face.toughness is None:
        raise ValueError("a prototyped face has a mana cost, power and toughness")
    return f"Prototype {face.mana_cost} — {face.power}/{face.toughness}"


def _text(raw: str, face: str) -> str:
    got = lines(raw, face)
    return got[0].text if len(got) == 1 else ""


def compile_prototype(card: CardRecord) -> Verdict:
    """Compile a prototype card (see the module docstring). Never raises: problems are the
    verdict's unsupported lines."""
    face = current_wording(card.faces[0])
    bad: list[Problem] = []
    found = [(raw, p) for raw in face.lines if (p := parse_prototype(_text(raw, face.name)))]
    if len(card.faces) != 1 or len(found) != 1:
        return Verdict(card.name, False, (("", "a prototype card needs one face and one "
                                           "prototype line", "", face.name),))
    raw, (cost, power, toughness) = found[0]
    rest = dataclasses.replace(face, oracle_text="\n".join(r for r in face.lines if r != raw))
    d, problems = _compile_face(rest, card.name)
    bad.extend(problems)
    if d is None or bad:
        return Verdict(card.name, False, tuple(bad))
    if "Creature" not in d.type_line.types:
        return Verdict(card.name, False, (("", "a prototype card that is not a creature",
                                           "", face.name),))
    normal = dataclasses.replace(d, oracle=face.oracle_text or "")
    proto = dataclasses.replace(normal, mana_cost=cost, power=power, toughness=toughness,
                                color_indicator=None)
    if render_prototype(proto) != _text(raw, face.name):
        return Verdict(card.name, False, ((_text(raw, face.name), "the prototype line "
                                           "renders differently", raw, face.name),))
    whole = dataclasses.replace(normal, layout=card.layout.value, faces=(normal, proto))
    return Verdict(card.name, True, (), whole, created_tokens(normal.abilities))
