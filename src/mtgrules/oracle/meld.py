"""Compiling meld cards (CR 701.42, 712.4).

Each card of a meld pair has a front face, compiled as usual, and half of the melded
permanent on its back (712.4): the back face, compiled with its own render check, holds the
melded permanent's characteristics, with the mana costs of both front faces (its mana value
is their sum, 712.8g) and the colours of its colour indicator only. One card of the pair has
the ability that melds them, read here (:func:`parse_meld_trigger`):
``"At the beginning of combat on your turn, if you both own and control ~ and a creature
named Midnight Scavengers, exile them, then meld them into Chittering Host."``; the other
says ``"(Melds with Graf Rats.)"``. The melded back face alone (a record of its own in the
card data) is not a card that can be played: it is never implemented. The rules are
:mod:`mtgrules.rules.meld`.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.carddb import CardRecord, database
from mtgrules.cards.definition import CardDef, keyed
from mtgrules.cards.faces import face_key
from mtgrules.mana import ManaCost
from mtgrules.model import CreateToken, TriggeredAbility
from mtgrules.model.base import walk
from mtgrules.model.meld import Meld
from mtgrules.oracle.compiler import Problem, Verdict, _compile_face
from mtgrules.oracle.meld_trigger import parse_meld_trigger, render_meld_trigger
from mtgrules.oracle.normalize import current_wording, lines
from mtgrules.oracle.tokens import token_def

__all__ = ["compile_meld", "parse_meld_trigger", "render_meld_trigger"]

_MELDS_WITH = re.compile(r"\(Melds with (.+)\.\)")


def _front_cost(name: str) -> ManaCost | None:
    rec = database().get(name) or database().lookup_face(name)
    cost = rec.faces[0].mana_cost if rec is not None else None
    return ManaCost.parse(cost) if cost else None


def compile_meld(card: CardRecord) -> Verdict:
    """Compile a card of a meld pair (see the module docstring). Never raises: problems are
    the verdict's unsupported lines."""
    if len(card.faces) != 2:
        return Verdict(card.name, False, (("", "the melded back face of a meld pair is not a "
                                           "card of its own (CR 712.4b)", "", card.name),))
    front, back = (current_wording(f) for f in card.faces)
    bad: list[Problem] = []
    rest: list[str] = []
    melds: list[TriggeredAbility] = []
    partner = None
    for raw in front.lines:
        got = lines(raw, front.name)
        m = _MELDS_WITH.fullmatch(raw.strip())
        a = parse_meld_trigger(got[0].text) if len(got) == 1 else None
        if a is not None:
            if render_meld_trigger(a) != got[0].text:
                bad.append((got[0].text, "the meld ability renders differently", raw,
                            front.name))
            melds.append(a)
            assert isinstance(a.effect[0], Meld)
            partner = a.effect[0].partner
            if a.effect[0].into != back.name:
                bad.append((got[0].text, "melds into another card than its back face", raw,
                            front.name))
        elif m and not got:
            partner = m.group(1)
        else:
            rest.append(raw)
    d, problems = _compile_face(dataclasses.replace(front, oracle_text="\n".join(rest)),
                                card.name)
    bd, back_problems = _compile_face(back, face_key(card.name, back.name))
    bad.extend(problems + back_problems)
    other = _front_cost(partner) if partner else None
    if partner is None or other is None or len(melds) > 1:
        bad.append(("", "a meld card without its partner's name or with several meld "
                    "abilities", "", front.name))
    if d is None or bd is None or bad or other is None:
        return Verdict(card.name, False, tuple(bad))
    n = len(d.abilities)
    front_def = dataclasses.replace(d, name=front.name, oracle=front.oracle_text or "", abilities=(
        *d.abilities, *(keyed(card.name, n + i, a) for i, a in enumerate(melds))))
    own = d.mana_cost.symbols if d.mana_cost else ()
    back_def: CardDef = dataclasses.replace(  # CR 712.8g: both front faces' mana values
        bd, name=back.name, mana_cost=ManaCost(own + other.symbols),
        color_indicator=bd.color_indicator or ())
    whole = dataclasses.replace(front_def, layout=card.layout.value,
                                faces=(front_def, back_def))
    names = sorted({x.token for f in (front_def, back_def) for a in f.abilities
                    for x in walk(a) if isinstance(x, CreateToken)})
    return Verdict(card.name, True, (), whole, tuple(token_def(t) for t in names))
