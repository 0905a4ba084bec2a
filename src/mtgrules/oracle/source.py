"""A small reader of the raw card data in ``/work/shared/carddata`` (temporary: the card
database of issue 9 section 1 replaces it; the compiler only needs the fields below).

Shapes: :class:`RawFace` (one face), :class:`RawCard` (all faces of a card, in order).
"""

from __future__ import annotations

import json
import lzma
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_DIR = Path(os.environ.get("MTGRULES_CARDDATA", "/work/shared/carddata"))


@dataclass(frozen=True, slots=True)
class RawFace:
    """One face of a card as the data gives it (CR 200-209 characteristics as printed)."""

    name: str
    mana_cost: str
    type_line: str
    oracle_text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    layout: str
    incomplete: bool = False


@dataclass(frozen=True, slots=True)
class RawCard:
    """A card: its full name (``"A // B"`` for several faces), faces, and whether it is a card
    of traditional play (not Alchemy, Un- or a plane/scheme/vanguard)."""

    name: str
    faces: tuple[RawFace, ...]
    traditional: bool
    sets: tuple[str, ...] = ()


@cache
def raw_cards() -> dict[str, RawCard]:
    """Every card of the data by full name. Raises FileNotFoundError without the data."""
    faces: dict[str, list[tuple[int, RawFace, bool, tuple[str, ...]]]] = {}
    with lzma.open(DATA_DIR / "cards.jsonl.xz", "rt", encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            trad = not (r.get("is_alchemy") or r.get("is_funny") or r.get("non_traditional"))
            f = RawFace(name=r["name"], mana_cost=r.get("mana_cost") or "",
                        type_line=r.get("type_line") or "", oracle_text=r.get("oracle_text") or "",
                        power=r.get("power"), toughness=r.get("toughness"),
                        loyalty=r.get("loyalty"), layout=r.get("layout") or "normal",
                        incomplete=bool(r.get("incomplete")))
            faces.setdefault(r["card_name"], []).append(
                (r.get("face_index", 0), f, trad, tuple(r.get("sets") or ())))
    out = {}
    for name, fs in faces.items():
        fs.sort(key=lambda t: t[0])
        out[name] = RawCard(name, tuple(f for _, f, _, _ in fs), all(t for _, _, t, _ in fs),
                            fs[0][3])
    return out
