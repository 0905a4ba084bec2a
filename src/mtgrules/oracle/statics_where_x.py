"""Static P/T changes written with X defined after them (CR 107.3, 613.4c):
``"Equipped creature gets +X/+X, where X is the number of creature cards in all
graveyards."``, ``"Equipped creature has first strike and gets +X/+0, where X is the number
of instant and sorcery cards in your graveyard."`` -> a layer 7c
:class:`~mtgrules.model.ModifyPT` whose amounts are :class:`~mtgrules.model.WhereXAmount` of a
count of cards in a zone (read again whenever characteristics are computed), after any
granted keywords (layer 6)."""

from __future__ import annotations

import re

from mtgrules.model import AddAbilities, CountOf, Fixed, ModifyPT, StaticAbility, WhereXAmount
from mtgrules.model.base import Ability
from mtgrules.model.filters import filter_zone
from mtgrules.oracle.counts import parse_cards_in_zone, render_cards_in_zone
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.statics import _render_subject, _subject

_LINE = re.compile(r"(.+?) (?:(has|have) (.+) and )?(gets?) \+(X|0)/\+(X|0), where X is the "
                   r"number of (.+)\.")


def parse(line: str) -> StaticAbility | None:
    """The line as a static ability; None if not of this family."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    subj, has, words, gets, p, t, counted = m.groups()
    sub = _subject(subj)
    if sub is None or sub[1] != (gets == "get") or (p, t) == ("0", "0") or \
            (has is not None and sub[1] != (has == "have")):
        return None
    c = parse_cards_in_zone(counted, "cards")
    if c is None:
        return None
    x = WhereXAmount(c)
    parts: list[AddAbilities | ModifyPT] = []
    if words is not None:
        kws = kw_list(words)
        if kws is None:
            return None
        parts.append(grant(kws))
    parts.append(ModifyPT(x if p == "X" else Fixed(0), x if t == "X" else Fixed(0)))
    return StaticAbility("", line, affects=sub[0], layer_effects=tuple(parts))


def render(a: Ability) -> str | None:
    """The inverse of :func:`parse`; None for another ability."""
    if not isinstance(a, StaticAbility) or a.rules or a.condition is not None or \
            a.replacement is not None or a.cda or a.cost_modification is not None or \
            not 1 <= len(a.layer_effects) <= 2:
        return None
    *granted, e = a.layer_effects
    if not isinstance(e, ModifyPT):
        return None
    xs = [v for v in (e.power, e.toughness) if isinstance(v, WhereXAmount)]
    if not xs or any(v != xs[0] for v in xs) or \
            any(v != Fixed(0) for v in (e.power, e.toughness) if not isinstance(v, WhereXAmount)):
        return None
    c = xs[0].amount
    if not isinstance(c, CountOf) or filter_zone(c.filter).name == "BATTLEFIELD":
        return None
    try:
        subj, plural = _render_subject(a.affects)
        counted = render_cards_in_zone(c, plural=True)
        has = ""
        if granted:
            g = granted[0]
            if not isinstance(g, AddAbilities):
                return None
            has = f"{'have' if plural else 'has'} {render_kw_list(granted_keywords(g.abilities))} and "
    except ValueError:
        return None
    p = "X" if isinstance(e.power, WhereXAmount) else "0"
    t = "X" if isinstance(e.toughness, WhereXAmount) else "0"
    return f"{subj} {has}get{'' if plural else 's'} +{p}/+{t}, where X is the number of {counted}."
