"""``"You may cast this card from your graveyard[ as long as you control a [permanent]]."``
(CR 601.3, 113.6b: Gravecrawler; "this card" normalised to ``~``) -> a static ability whose one rule is
:class:`~mtgrules.model.graveyard_casting.CastThisFromGraveyard`; the permanent phrase is the
shared one (:func:`mtgrules.oracle.phrases.parse_permanents`: "a Zombie", "an artifact")."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Filter, StaticAbility, ThisObject, Whose
from mtgrules.model.base import Ability
from mtgrules.model.graveyard_casting import CastThisFromGraveyard
from mtgrules.oracle.phrases import parse_permanents, render_permanents

_LINE = re.compile(r"You may cast ~ from your graveyard"
                   r"(?: as long as you control (a|an) ([^,.]+))?\.")


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def parse_static(line: str) -> StaticAbility | None:
    """The line (with its final period) -> the static ability; None for other lines."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    article, noun = m.groups()
    flt = None
    if noun is not None:
        f = parse_permanents(noun)
        if not isinstance(f, Filter) or f.controller != Whose.ANY or f.other or \
                article != _article(noun):
            return None
        flt = dataclasses.replace(f, controller=Whose.YOU)
    return StaticAbility("", line, rules=(CastThisFromGraveyard(flt),))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or len(a.rules) != 1 or \
            not isinstance(r := a.rules[0], CastThisFromGraveyard) or a.layer_effects or \
            a.replacement is not None or a.condition is not None or \
            a.cost_modification is not None or a.affects != ThisObject() or a.cda:
        return None
    head = "You may cast ~ from your graveyard"
    f = r.while_you_control
    if f is None:
        return head + "."
    if not isinstance(f, Filter) or f.controller != Whose.YOU:
        return None
    noun = render_permanents(dataclasses.replace(f, controller=Whose.ANY))
    return f"{head} as long as you control {_article(noun)} {noun}."
