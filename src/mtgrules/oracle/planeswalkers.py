"""The planeswalker family (CR 306, 606): loyalty abilities ``"[+1]: Effect."``,
``"[−2]: Effect."``, ``"[0]: Effect."`` (the card data prints the loyalty cost in brackets,
with the real minus sign U+2212).

A loyalty ability is an activated ability whose cost is a loyalty change (CR 606.4: put or
remove that many loyalty counters); the engine lets its controller activate it only at sorcery
speed and only if no loyalty ability of that permanent was activated this turn (606.3), and a
negative change only with enough loyalty counters (606.6). Loyalty abilities are never mana
abilities (CR 605.1a), so ``"[+1]: Add {R}{R}."`` uses the stack. The effect is any effect
the compiler reads.
"""

from __future__ import annotations

import re

from mtgrules.model import ActivatedAbility, Cost, Zone
from mtgrules.oracle.bodies import parse_body, render_body
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.errors import Unsupported

MINUS = "\u2212"
_LOYALTY = re.compile(r"\[([+\u2212]?)(\d+|X)\]: (.+)")


def parse_loyalty(line: str) -> ActivatedAbility | None:
    """A loyalty ability line -> an activated ability with ``Cost(loyalty=N)``; None when the
    line is not a loyalty ability. Raises Unsupported for an X loyalty cost or an effect not
    read."""
    m = _LOYALTY.fullmatch(line)
    if not m:
        return None
    sign, n, body = m.groups()
    if n == "X":
        raise Unsupported("a loyalty cost of X (CR 107.3) is not supported yet")
    k = int(n)
    if (k == 0) != (sign == ""):
        raise Unsupported(f"loyalty cost {sign}{n} not of Oracle's form")
    if sign == MINUS:
        k = -k
    slots = Slots()
    effect = parse_body(body, slots)
    return ActivatedAbility("", line, cost=Cost(loyalty=k), effect=effect,
                            targets=tuple(slots.targets))


def is_loyalty(a: object) -> bool:
    """Whether ``a`` is a loyalty ability (CR 606.1)."""
    return isinstance(a, ActivatedAbility) and a.cost.loyalty is not None


def render_loyalty_cost(k: int) -> str:
    """``[+1]``, ``[−2]``, ``[0]``."""
    return f"[+{k}]" if k > 0 else f"[{MINUS}{-k}]" if k < 0 else "[0]"


def render_loyalty(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_loyalty`. ValueError when ``a`` has another cost or is
    not a plain loyalty ability."""
    c = a.cost
    if c.loyalty is None or c != Cost(loyalty=c.loyalty) or a.mana_ability or \
            a.sorcery_speed or a.level is not None or a.zone != Zone.BATTLEFIELD or \
            a.keyword is not None or a.once_each_turn:
        raise ValueError("not a plain loyalty ability")
    return f"{render_loyalty_cost(c.loyalty)}: {render_body(a.effect, a.targets)}"


def printed_loyalty(v: str | None) -> int:
    """A planeswalker's printed loyalty (CR 209.1, 306.5b) as an int. Raises Unsupported when
    it is missing or not a number (``X``, ``*``)."""
    if v is None or not v.isdigit():
        raise Unsupported(f"printed loyalty {v!r} not supported")
    return int(v)
