"""Static P/T changes counted "for each" (CR 613.4c, 604.1): ``"~ gets +1/+1 for each artifact
you control."``, ``"Equipped creature gets +1/+0 for each Equipment you control."``,
``"Enchanted creature gets +2/+2 for each Aura you control."``, ``"~ gets +1/+1 for each card
in your hand."``, ``"~ gets +1/+0 for each creature card in your graveyard."`` (cards in a
zone, :mod:`mtgrules.oracle.counts`).

The change is a layer 7c :class:`~mtgrules.model.ModifyPT` whose amounts count the matching
permanents as the layer applies (:class:`~mtgrules.model.CountOf`; "+2/+2 for each" is the sum
of two counts); the count is read again whenever the characteristics are computed, so it
follows the board.
"""

from __future__ import annotations

import re

from mtgrules.model import CountOf, Fixed, ModifyPT, StaticAbility, Sum
from mtgrules.model.amounts import Amount
from mtgrules.model.base import Ability
from mtgrules.oracle.counts import parse_each, render_each
from mtgrules.oracle.statics import _render_subject, _subject

_LINE = re.compile(r"(.+?) (gets?) \+(\d)/\+(\d) for each (.+)\.")


def _counted(s: str) -> CountOf | None:
    return parse_each(s)  # a permanent phrase, or a card in a zone ("card in your hand")


def _times(n: int, c: CountOf) -> Amount:
    return Fixed(0) if n == 0 else c if n == 1 else Sum(tuple(c for _ in range(n)))


def parse(line: str) -> StaticAbility | None:
    """The line as a static ability; None if not of this family."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    subj, verb, p, t, counted = m.groups()
    sub = _subject(subj)
    if sub is None or sub[1] != (verb == "get") or (int(p), int(t)) == (0, 0) or \
            max(int(p), int(t)) > 3:
        return None
    c = _counted(counted)
    if c is None:
        return None
    return StaticAbility("", line, affects=sub[0],
                         layer_effects=(ModifyPT(_times(int(p), c), _times(int(t), c)),))


def _n(a: Amount) -> tuple[int, CountOf | None]:
    if a == Fixed(0):
        return 0, None
    if isinstance(a, CountOf):
        return 1, a
    if isinstance(a, Sum) and all(isinstance(x, CountOf) and x == a.parts[0] for x in a.parts):
        first = a.parts[0]
        assert isinstance(first, CountOf)
        return len(a.parts), first
    raise ValueError("not a counted amount")


def render(a: Ability) -> str | None:
    """The inverse of :func:`parse`; None for another ability."""
    if not isinstance(a, StaticAbility) or len(a.layer_effects) != 1 or a.rules or \
            a.condition is not None or a.replacement is not None or a.cda or \
            a.cost_modification is not None:
        return None
    e = a.layer_effects[0]
    if not isinstance(e, ModifyPT):
        return None
    try:
        (p, cp), (t, ct) = _n(e.power), _n(e.toughness)
        subj, plural = _render_subject(a.affects)
    except ValueError:
        return None
    c = cp or ct
    if c is None or (cp and ct and cp != ct):
        return None
    try:
        each = render_each(c)
    except ValueError:
        return None
    return f"{subj} get{'' if plural else 's'} +{p}/+{t} for each {each}."
