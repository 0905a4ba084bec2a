"""Costs of activated abilities (CR 118, 602.1a): ``"{2}{R}, {T}, Pay 2 life, Sacrifice ~"``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import ChooseOthers, Cost, CounterKind, Whose
from mtgrules.model.costs import RemoveCounters
from mtgrules.oracle.cost_parts import parse_part
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    with_fields,
    word_number,
)

COST_RENDERERS: tuple[Callable[[Cost], str | None], ...] = ()
"""Renderers of the cost parts read in other modules (declared in
:mod:`mtgrules.oracle.readers`); each gives None for a cost it doesn't render."""

_MANA = re.compile(r"(\{[0-9WUBRGCXPS/]+\})+")


def parse_cost(text: str) -> Cost | None:
    """A cost before the colon -> :class:`~mtgrules.model.Cost`; None if a part is not
    supported or the parts are out of Oracle's order (mana, {T}/{Q}, life, sacrifice)."""
    mana = ManaCost()
    tap = untap = sac = discard_self = False
    tap_o: ChooseOthers | None = None
    life = 0
    rank: float = -1
    r: float
    extra: dict[str, Any] = {}
    for part in text.split(", "):
        if part == "{T}" and not tap:
            tap, r = True, 1
        elif part == "{Q}" and not untap:
            untap, r = True, 1
        elif _MANA.fullmatch(part):
            try:
                mana = ManaCost.parse(part)
            except (ValueError, ManaError):
                return None
            r = 0
        elif (m := re.fullmatch(r"Pay (\d+) life", part)) and not life:
            life, r = int(m.group(1)), 2
        elif (got_rc := _remove_counters(part)) is not None and "remove_counters" not in extra:
            extra["remove_counters"], r = got_rc, 2.5  # CR 122.6, 602.2h
        elif part.endswith(_AND_SACRIFICE) and not sac and "remove_counters" not in extra and \
                (got_rc := _remove_counters(part[: -len(_AND_SACRIFICE)])) is not None:
            extra["remove_counters"], sac, r = got_rc, True, 3  # "... and sacrifice it" (122.6)
        elif part == "Sacrifice ~" and not sac:
            sac, r = True, 3
        elif part == "Discard ~" and not discard_self:  # from the hand (CR 113.6j)
            discard_self, r = True, 3
        elif (m := re.fullmatch(r"Tap an untapped (.+) you control", part)) and not tap_o \
                and (f := parse_noun(m.group(1))) is not None and not common(f).other:
            tap_o, r = ChooseOthers(1, with_fields(f, controller=Whose.YOU)), 4  # CR 118.3
        elif (got := parse_part(part)) is not None and got[0] not in extra:
            extra[got[0]], r = got[1], got[2]  # oracle.cost_parts: sacrifice, discard, ...
        else:
            return None
        if r <= rank and r != 1:
            return None
        rank = r
    if tap and untap or (tap_o and "tap_others" in extra):
        return None
    if tap_o:
        extra["tap_others"] = tap_o
    if discard_self and (tap or untap or sac or extra):
        return None  # a cost paid in the hand has no part of the permanent
    return Cost(mana=mana, tap=tap, untap=untap, sacrifice_self=sac, life=life,
                discard_self=discard_self, **extra)


_AND_SACRIFICE = " and sacrifice it"
""""Remove three quest counters from ~ and sacrifice it": both costs in one part (CR 118.8,
122.6); the only wording of the pair in the corpus."""
_REMOVE = re.compile(r"Remove (an?|\w+) (\S+) counters? from ~")


def _remove_counters(part: str) -> RemoveCounters | None:
    """``"Remove a charge counter from ~"``, ``"Remove two charge counters from ~"`` (CR
    122.6, 602.2h); None for other parts."""
    m = _REMOVE.fullmatch(part)
    if m is None:
        return None
    try:
        kind = CounterKind(m.group(2))
    except ValueError:
        return None
    one = " counter from " in part
    n = 1 if m.group(1) in ("a", "an") else parse_word_number(m.group(1))
    if n is None or (n == 1) != one or render_remove_counters(RemoveCounters(kind, n)) != part:
        return None
    return RemoveCounters(kind, n)


def render_remove_counters(r: RemoveCounters) -> str:
    """The inverse of :func:`_remove_counters`."""
    kind = r.counter.value
    if r.n == 1:
        return f"Remove {'an' if kind[:1] in 'aeiou' else 'a'} {kind} counter from ~"
    return f"Remove {word_number(r.n)} {kind} counters from ~"


def render_cost(c: Cost) -> str:
    """The inverse of :func:`parse_cost`."""
    if c.loyalty is not None or c.tap_others or c.untap_others or c.sacrifice or c.discard \
            or c.exile_self or c.exile_from_graveyard \
            or c.discard_cards:
        for render_family in COST_RENDERERS:
            got = render_family(c)
            if got is not None:
                return got
        raise ValueError("cost has no rendering")
    parts = []
    if not c.mana.is_empty():
        parts.append(str(c.mana))
    if c.tap:
        parts.append("{T}")
    if c.untap:
        parts.append("{Q}")
    if c.life:
        parts.append(f"Pay {c.life} life")
    if c.remove_counters is not None and c.sacrifice_self:
        parts.append(render_remove_counters(c.remove_counters) + _AND_SACRIFICE)
    elif c.remove_counters is not None:
        parts.append(render_remove_counters(c.remove_counters))
    if c.sacrifice_self and c.remove_counters is None:
        parts.append("Sacrifice ~")
    if c.discard_self:
        parts.append("Discard ~")
    if not parts:
        raise ValueError("empty cost")
    return ", ".join(parts)
