"""Power/toughness changes as Oracle prints them (CR 613.4c): ``+2/+2``, ``-1/-1``, ``+X/+0``
(an effect's X, CR 107.3), and a zero taking the other number's sign: ``+3/+0`` but
``-5/-0`` (Oracle never prints ``+0/-3``)."""

from __future__ import annotations

from mtgrules.model import Fixed, ModifyPT, X
from mtgrules.model.amounts import Amount

PT = r"([+-](?:\d+|X))/([+-](?:\d+|X))"
"""The two groups of a P/T change."""


def _num(s: str, allow_x: bool) -> Amount | None:
    if s[1:] == "X":
        return X() if allow_x and s[0] == "+" else None
    return Fixed(int(s))


def parse_pt(p: str, q: str, allow_x: bool = False) -> ModifyPT | None:
    """``("+2", "-0")`` -> a ModifyPT; None when a zero's sign is not the other's, or for X
    where X has no value (``allow_x`` False) or ``-X``."""
    a, b = _num(p, allow_x), _num(q, allow_x)
    if a is None or b is None:
        return None
    for zero, other in ((p, q), (q, p)):
        if zero[1:] == "0" and zero[0] != ("-" if other[0] == "-" and other[1:] != "0" else "+"):
            return None
    return ModifyPT(a, b)


def _text(a: Amount, other: Amount) -> str:
    if isinstance(a, X):
        return "+X"
    if not isinstance(a, Fixed):
        raise ValueError("a P/T change by a count has no rendering")
    if a.n == 0:
        return "-0" if isinstance(other, Fixed) and other.n < 0 else "+0"
    return f"{a.n:+d}"


def render_pt(e: ModifyPT) -> str:
    """The inverse of :func:`parse_pt`."""
    return f"{_text(e.power, e.toughness)}/{_text(e.toughness, e.power)}"
