"""Costs of activated abilities (CR 118, 602.1a): ``"{2}{R}, {T}, Sacrifice ~, Pay 2 life"``."""

from __future__ import annotations

import re

from mtgrules.abilities import Cost
from mtgrules.mana import ManaCost, ManaError

_MANA = re.compile(r"(\{[0-9WUBRGCX]+\})+")


def parse_cost(text: str) -> Cost | None:
    """A cost before the colon -> :class:`Cost`; None if a part is not supported."""
    mana = ManaCost()
    tap = untap = sac = False
    life = 0
    seen: list[str] = []
    for part in text.split(", "):
        if part == "{T}" and not tap:
            tap = True
            seen.append("T")
        elif part == "{Q}" and not untap:
            untap = True
            seen.append("Q")
        elif _MANA.fullmatch(part) and not seen:
            try:
                mana = ManaCost.parse(part)
            except (ValueError, ManaError):
                return None
            seen.append("M")
        elif part == "Sacrifice ~" and not sac:
            sac = True
            seen.append("S")
        elif (m := re.fullmatch(r"Pay (\d+) life", part)) and not life:
            life = int(m.group(1))
            seen.append("L")
        else:
            return None
    return Cost(mana=mana, tap=tap, untap=untap, sacrifice_self=sac, life=life)


def render_cost(c: Cost) -> str:
    """The inverse of :func:`parse_cost`, in Oracle's order (mana, {T}, {Q}, life, sacrifice)."""
    if c.loyalty is not None or c.tap_others or c.untap_others or c.sacrifice:
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
    if c.sacrifice_self:
        parts.append("Sacrifice ~")
    if not parts:
        raise ValueError("empty cost")
    return ", ".join(parts)
