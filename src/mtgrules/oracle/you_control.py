"""The intervening "if you control a [permanent]" clause (CR 603.4):
``"At the beginning of your end step, if you control a creature with power 4 or greater,
draw a card."`` -> :class:`~mtgrules.model.YouControlA`, checked as the event happens and
again as the ability resolves (:func:`mtgrules.rules.triggers.intervening_if_holds`).

Also "you control a Forest" / "you control three or more artifacts" ->
:class:`~mtgrules.model.YouControlAtLeast`: an "as long as" static's condition (CR 611.3a)
and metalcraft's "... instead if you control three or more artifacts" (608.2c)."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Filter, Whose
from mtgrules.model.class_events import YouControlA
from mtgrules.model.history import YouControlAtLeast
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_permanents,
    parse_word_number,
    render_noun,
    render_permanents,
    with_fields,
    word_number,
)
from mtgrules.oracle.plurals import parse_plural, render_plural
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


def parse_you_control_at_least(text: str) -> YouControlAtLeast | None:
    """``"you control a Forest"``, ``"you control two or more artifacts"`` (CR 611.3a) -> the
    condition (``suffix``: written after its effect); None for other words."""
    m = re.fullmatch(r"you control (an?) ([A-Za-z]+(?: [a-z]+)?)", text)  # "a Griffin creature"
    if m:
        f = parse_noun(m.group(2))
        if f is None or m.group(1) != ("an" if m.group(2)[0] in "aeiouAEIOU" else "a"):
            return None
        return YouControlAtLeast(with_fields(f, controller=Whose.YOU), 1, suffix=True)
    m = re.fullmatch(r"you control (\w+) or more (.+)", text)
    if m:
        n = parse_word_number(m.group(1))
        f = parse_plural(m.group(2))
        if n is None or n < 2 or f is None or common(f).controller != Whose.ANY:
            return None
        return YouControlAtLeast(with_fields(f, controller=Whose.YOU), n, suffix=True)
    return None


def render_you_control_at_least(c: YouControlAtLeast) -> str:
    """The words of :func:`parse_you_control_at_least`'s condition."""
    f = with_fields(c.filter, controller=Whose.ANY)
    if c.count == 1:
        noun = render_noun(f)
        return f"you control {'an' if noun[0] in 'aeiouAEIOU' else 'a'} {noun}"
    return f"you control {word_number(c.count)} or more {render_plural(f)}"
