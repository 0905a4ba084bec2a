"""Coverage figures and the gap report of the Oracle compiler (issue 9, sections 3 and 5).

:func:`coverage` counts implemented cards of traditional play (no Alchemy, Un-cards, planes,
schemes or vanguards), overall and by set. :func:`gaps` lists the most common unsupported
sentence *shapes* (numbers, mana symbols and quoted names abstracted) with how many cards each
would unlock: the cards blocked only by that shape.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from mtgrules.oracle import verdict
from mtgrules.oracle.source import RawCard, raw_cards

_NUM = re.compile(r"\b(\d+|X|one|two|three|four|five|six|seven|eight|nine|ten)\b")
_MANA = re.compile(r"(\{[^}]+\})+")
_PT = re.compile(r"[+-][0-9N]/[+-][0-9N]")


def shape(line: str) -> str:
    """A line with its numbers (``N``), mana symbols (``{M}``) and P/T changes abstracted."""
    s = _MANA.sub("{M}", line)
    s = _NUM.sub("N", s)
    return _PT.sub("±N/±N", s)


def traditional_cards() -> list[RawCard]:
    """Every card of traditional play in the data, by name."""
    return [c for _, c in sorted(raw_cards().items()) if c.traditional]


@dataclass(frozen=True, slots=True)
class Coverage:
    """``total`` and ``implemented`` card counts, and the same per set code."""

    total: int
    implemented: int
    by_set: dict[str, tuple[int, int]]

    def to_json(self) -> dict[str, object]:
        """``{"total", "implemented", "by_set": {SET: {"total", "implemented"}}}``."""
        return {"total": self.total, "implemented": self.implemented,
                "by_set": {k: {"total": t, "implemented": i}
                           for k, (t, i) in sorted(self.by_set.items())}}


def coverage(cards: Iterable[RawCard] | None = None) -> Coverage:
    """Coverage over ``cards`` (default: every card of traditional play)."""
    total = done = 0
    by_set: dict[str, list[int]] = {}
    for c in traditional_cards() if cards is None else cards:
        v = verdict(c.name)
        ok = v is not None and v.implemented
        total += 1
        done += ok
        for st in c.sets:
            row = by_set.setdefault(st, [0, 0])
            row[0] += 1
            row[1] += ok
    return Coverage(total, done, {k: (t, i) for k, (t, i) in by_set.items()})


@dataclass(frozen=True, slots=True)
class Gap:
    """An unsupported shape: ``unlocks`` cards blocked only by it, ``cards`` having it at all,
    and an ``example`` card."""

    shape: str
    unlocks: int
    cards: int
    example: str


def gaps(limit: int = 30) -> list[Gap]:
    """The unsupported shapes that would unlock the most cards, most first."""
    only: Counter[str] = Counter()
    having: Counter[str] = Counter()
    example: dict[str, str] = {}
    for c in traditional_cards():
        v = verdict(c.name)
        if v is None or v.implemented:
            continue
        shapes = {shape(line) if line else reason for line, reason in v.unsupported}
        for sh in shapes:
            having[sh] += 1
            example.setdefault(sh, c.name)
        if len(shapes) == 1:
            only[next(iter(shapes))] += 1
    ranked = sorted(having, key=lambda s: (-only[s], -having[s], s))[:limit]
    return [Gap(s, only[s], having[s], example[s]) for s in ranked]


def format_gaps(rows: list[Gap]) -> str:
    """The gap report as text: one line per shape."""
    out = [f"{'unlocks':>7} {'cards':>6}  shape  (example)"]
    for g in rows:
        out.append(f"{g.unlocks:>7} {g.cards:>6}  {g.shape}  ({g.example})")
    return "\n".join(out)
