"""The intervening "if you control a [permanent]" clause (CR 603.4):
``"At the beginning of your end step, if you control a creature with power 4 or greater,
draw a card."`` -> :class:`~mtgrules.model.YouControlA`, checked as the event happens and
again as the ability resolves (:func:`mtgrules.rules.triggers.intervening_if_holds`)."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Filter, Whose
from mtgrules.model.class_events import YouControlA
from mtgrules.oracle.phrases import parse_permanents, render_permanents
from mtgrules.oracle.power_bounds import render_power, split_power

_CLAUSE = re.compile(r"if you control (a|an) ([^,]+), (.+)")


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def split_you_control(text: str) -> tuple[YouControlA, str] | None:
    """``"if you control a creature with power 4 or greater, draw a card."`` -> (the
    condition, ``"draw a card."``); None for other text."""
    m = _CLAUSE.fullmatch(text)
    if not m or m.group(1) != _article(m.group(2)):
        return None
    noun, power = split_power(m.group(2))
    f = parse_permanents(noun)
    if not isinstance(f, Filter) or f.controller != Whose.ANY or f.other or \
            (power is not None and (f.keywords or f.mana_value)):
        return None
    return YouControlA(dataclasses.replace(f, controller=Whose.YOU, power=power)), m.group(3)


def render_you_control(cond: YouControlA) -> str:
    """The clause's words without "if" (``"you control a creature with power 4 or
    greater"``). Raises ValueError for a filter with no such wording."""
    f = cond.filter
    if not isinstance(f, Filter) or f.controller != Whose.YOU:
        raise ValueError("a you-control condition on others' permanents")
    suffix = render_power(f.power) if f.power is not None else ""
    noun = render_permanents(dataclasses.replace(f, controller=Whose.ANY, power=None)) + suffix
    return f"you control {_article(noun)} {noun}"
