"""The gap report of the Oracle compiler (issue 9, section 3): :func:`gaps` lists the most
common unsupported sentence *shapes* (numbers and mana symbols abstracted) with how many cards
each would unlock (the cards blocked only by that shape), so the next template to write is
chosen by data. The coverage figures themselves are :func:`mtgrules.card_commands.coverage`.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from mtgrules.carddb import CardRecord, database
from mtgrules.oracle import verdict

_NUM = re.compile(r"\b(\d+|X|one|two|three|four|five|six|seven|eight|nine|ten)\b")
_MANA = re.compile(r"(\{[^}]+\})+")
_PT = re.compile(r"[+-][0-9N]/[+-][0-9N]")


def shape(line: str) -> str:
    """A line with its numbers (``N``), mana symbols (``{M}``) and P/T changes abstracted."""
    s = _MANA.sub("{M}", line)
    s = _NUM.sub("N", s)
    return _PT.sub("±N/±N", s)


def traditional_cards() -> list[CardRecord]:
    """Every card of traditional play in the database, by name."""
    return sorted((c for c in database() if c.traditional), key=lambda c: c.name)


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
        shapes = {shape(line) if line and not reason.endswith("not compiled yet") else reason
                  for line, reason, _, _ in v.unsupported}
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
