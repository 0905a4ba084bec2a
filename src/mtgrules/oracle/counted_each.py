"""One-shot life changes counted as they resolve (CR 119.3, 608.2h: the number is determined
once, as the effect happens):

- ``"You gain N life for each [thing]"`` / ``"Target player gains N life for each
  [thing]"``: "[thing]" a permanent phrase or a card in a zone (:mod:`mtgrules.oracle.counts`);
  the amount is the count (N = 1) or the sum of N counts, as the static "for each" family
  writes "+2/+2 for each" (:mod:`mtgrules.oracle.statics_count`);
- ``"You gain life equal to your devotion to [color]"`` (:class:`~mtgrules.model.Devotion`,
  CR 700.5).
"""

from __future__ import annotations

import re

from mtgrules.model import CountOf, Devotion, GainLife, LoseLife, Sum, You
from mtgrules.model.amounts import Amount
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.cda import parse_cda_amount, render_cda_amount
from mtgrules.oracle.counts import parse_each, render_each
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _player as parse_player
from mtgrules.oracle.effects import _render_player as render_player
from mtgrules.oracle.effects_base import cap, low

_WHO = r"(You|Target player|Target opponent|Each player|Each opponent)"
_FOR_EACH = re.compile(_WHO + r" (gain|gains|lose|loses) (\d+) life for each (.+)")
_EQUAL = re.compile(_WHO + r" (gain|gains|lose|loses) life equal to (your devotion to \w+)")


def _times(n: int, c: CountOf) -> Amount:
    return c if n == 1 else Sum(tuple(c for _ in range(n)))


def _per(a: Amount) -> tuple[int, CountOf] | None:
    if isinstance(a, CountOf):
        return 1, a
    if isinstance(a, Sum) and len(a.parts) <= 5 and isinstance(a.parts[0], CountOf) and \
            all(x == a.parts[0] for x in a.parts):
        return len(a.parts), a.parts[0]
    return None


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _FOR_EACH.fullmatch(s) or _EQUAL.fullmatch(s)
    if m is None:
        return None
    n = len(slots.targets)
    who = parse_player(low(m.group(1)), slots)
    verb = m.group(2)
    amt: Amount | None
    if len(m.groups()) == 4:
        per, c = int(m.group(3)), parse_each(m.group(4))
        amt = _times(per, c) if c is not None and 1 <= per <= 5 else None
    else:
        amt = parse_cda_amount(m.group(3))
        amt = amt if isinstance(amt, Devotion) else None
    if who is None or amt is None or verb.endswith("s") == isinstance(who, You):
        del slots.targets[n:]
        return None
    return [GainLife(amt, who) if verb.startswith("gain") else LoseLife(amt, who)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, GainLife | LoseLife):
        return None
    verb = "gain" if isinstance(e, GainLife) else "lose"
    if not isinstance(e.who, You):
        verb += "s"
    try:
        who = cap(render_player(e.who, targets))
        if isinstance(e.amount, Devotion):
            return f"{who} {verb} life equal to {render_cda_amount(e.amount)}"
        got = _per(e.amount)
        if got is None:
            return None
        return f"{who} {verb} {got[0]} life for each {render_each(got[1])}"
    except ValueError:
        return None
