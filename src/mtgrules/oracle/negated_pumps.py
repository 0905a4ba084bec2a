"""A group's power and toughness lowered by an amount counted as it resolves (CR 107.1b,
608.2h, 611.2c: counted once, locked in until end of turn):

- ``"All creatures get -1/-1 until end of turn for each Swamp you control"`` (Mutilate): the
  count is :func:`mtgrules.oracle.counts.parse_each`'s ->
  ``ModifyPT(Negated(CountOf(...)), Negated(CountOf(...)))``;
- ``"All creatures get -X/-X until end of turn, where X is the sacrificed creature's power"``
  (Ichor Explosion): the amount is :func:`mtgrules.oracle.counted.parse_count`'s ->
  ``ModifyPT(Negated(WhereXAmount(...)), ...)`` (X defined after the effect, CR 107.3c).

One :class:`~mtgrules.model.ApplyContinuous` until end of turn; the group is the shared
plural subject reader's (:func:`mtgrules.oracle.effects._subject`). The raised forms are
:mod:`mtgrules.oracle.x_pumps`' ("+X/+X, where X is") and :mod:`mtgrules.oracle.counted`'s
("Target creature gets +1/+0 ... for each").
"""

from __future__ import annotations

import re

from mtgrules.model import ApplyContinuous, CountOf, Duration, Fixed, ModifyPT
from mtgrules.model.amounts import Amount
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.negated_amounts import Negated
from mtgrules.model.refs import Each, TargetRef
from mtgrules.model.where_x_amount import WhereXAmount
from mtgrules.oracle.counted import parse_count, render_count
from mtgrules.oracle.counts import parse_each, render_each
from mtgrules.oracle.effects import Slots, _render_subject, _subject

_FOR_EACH = re.compile(r"(.+?) get -1/-([01]) until end of turn for each (.+)")
_TARGET_FOR_EACH = re.compile(r"(Target .+?) gets -1/-([01]) until end of turn for each (.+)")
_WHERE_X = re.compile(r"(.+?) get -X/-(X|0) until end of turn, where X is (.+)")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _TARGET_FOR_EACH.fullmatch(s)
    if m:  # one target: "Target creature gets -1/-1 ... for each artifact you control"
        each = parse_each(m.group(3))
        what = _subject(m.group(1), False, slots)
        if each is None or not isinstance(what, TargetRef):
            return None
        one = Negated(each)
        return [ApplyContinuous(what, (ModifyPT(one, one if m.group(2) == "1" else Fixed(0)),),
                                Duration.END_OF_TURN)]
    m = _FOR_EACH.fullmatch(s)
    amount: Amount | None
    if m:
        amount = parse_each(m.group(3))
        tough_all = m.group(2) == "1"
    else:
        m = _WHERE_X.fullmatch(s)
        if not m:
            return None
        count = parse_count(m.group(3))
        amount = WhereXAmount(count) if count is not None else None
        tough_all = m.group(2) == "X"
    if amount is None or m.group(1).startswith("Target "):
        return None
    what = _subject(m.group(1), True, slots)
    if not isinstance(what, Each):
        return None
    less = Negated(amount)
    pt = ModifyPT(less, less if tough_all else Fixed(0))
    return [ApplyContinuous(what, (pt,), Duration.END_OF_TURN)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, ApplyContinuous) and isinstance(e.what, TargetRef) and \
            e.duration is Duration.END_OF_TURN and len(e.parts) == 1 and \
            isinstance(pt := e.parts[0], ModifyPT) and isinstance(pt.power, Negated) and \
            isinstance(pt.power.amount, CountOf) and pt.toughness in (pt.power, Fixed(0)):
        subject, plural = _render_subject(e.what, targets)
        tough = "1" if pt.toughness == pt.power else "0"
        return None if plural else \
            f"{subject} gets -1/-{tough} until end of turn for each {render_each(pt.power.amount)}"
    if not isinstance(e, ApplyContinuous) or not isinstance(e.what, Each) or \
            e.duration is not Duration.END_OF_TURN or len(e.parts) != 1 or \
            not isinstance(pt := e.parts[0], ModifyPT) or not isinstance(pt.power, Negated) \
            or pt.toughness not in (pt.power, Fixed(0)):
        return None
    subject, plural = _render_subject(e.what, targets)
    if not plural:
        return None
    inner = pt.power.amount
    if isinstance(inner, CountOf):
        tough = "1" if pt.toughness == pt.power else "0"
        return f"{subject} get -1/-{tough} until end of turn for each {render_each(inner)}"
    amount = render_count(inner.amount) if isinstance(inner, WhereXAmount) else None  # type: ignore[arg-type]
    if amount is None:
        return None
    tough = "X" if pt.toughness == pt.power else "0"
    return f"{subject} get -X/-{tough} until end of turn, where X is {amount}"
