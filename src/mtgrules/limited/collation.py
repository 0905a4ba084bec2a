"""A set's booster collation: the kinds of booster, their weights, and the print sheets.

The data is MTGJSON's ``booster.default`` of the set (shipped as ``<set>-booster.json`` in this
package; AFR's came from MTGJSON 5.2.0, see /work/shared/carddata/README.md). A booster *kind*
says how many cards come from each *sheet* (``{"rareMythic": 1, "uncommon": 3, ...}``) and how
often that kind is opened (its weight); a sheet lists its cards with their weights (a rare is
printed twice as often as a mythic rare on ``rareMythic``). ``balanceColors`` on a sheet means
a booster holds at least one card of each colour from it (see :mod:`mtgrules.limited.booster`).

Everything is a frozen dataclass, in a fixed order (sheets by name, cards as the data lists
them), so nothing depends on the order a dict was read in.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from mtgrules.errors import MtgRulesError

#: The sets whose collation ships with the package (``<code lowercased>-booster.json``).
SETS: tuple[str, ...] = ("AFR",)


class LimitedError(MtgRulesError):
    """Bad input to a Limited feature: an unknown set, a seat count, a sheet emptied by
    ``--implemented-only``, a pick that is not in the pack."""


@dataclass(frozen=True, slots=True)
class SheetCard:
    """A card of a print sheet: its name, collector number and weight on the sheet."""

    name: str
    number: str
    weight: int


@dataclass(frozen=True, slots=True)
class Sheet:
    """A print sheet: its name (``common``, ``uncommon``, ``rareMythic``, ``foil``,
    ``basic``), whether its cards are foils, whether boosters balance its colours, and its
    cards."""

    name: str
    foil: bool
    balance_colors: bool
    cards: tuple[SheetCard, ...]

    @property
    def total_weight(self) -> int:
        """The sum of the cards' weights."""
        return sum(c.weight for c in self.cards)


@dataclass(frozen=True, slots=True)
class BoosterKind:
    """One kind of booster: ``(sheet name, count)`` pairs and how often it is opened
    (``weight`` out of the collation's total)."""

    contents: tuple[tuple[str, int], ...]
    weight: int

    @property
    def size(self) -> int:
        """How many cards a booster of this kind holds."""
        return sum(n for _, n in self.contents)


@dataclass(frozen=True, slots=True)
class Collation:
    """A set's booster collation: its code, where the data came from, its booster kinds
    and its sheets (by name)."""

    set_code: str
    source: str
    kinds: tuple[BoosterKind, ...]
    sheets: tuple[Sheet, ...]

    def sheet(self, name: str) -> Sheet:
        """The sheet called ``name``; raises LimitedError when there is none."""
        for s in self.sheets:
            if s.name == name:
                return s
        raise LimitedError(f"{self.set_code}: no print sheet {name!r}")

    def card_names(self) -> tuple[str, ...]:
        """Every distinct card name a booster can hold, sorted."""
        return tuple(sorted({c.name for s in self.sheets for c in s.cards}))

    def restricted(self, keep: Callable[[str], bool]) -> Collation:
        """The same collation with only the cards ``keep`` accepts on every sheet (weights
        kept). Raises LimitedError naming a sheet left with fewer cards than a booster
        takes from it."""
        sheets = tuple(Sheet(s.name, s.foil, s.balance_colors,
                             tuple(c for c in s.cards if keep(c.name))) for s in self.sheets)
        out = Collation(self.set_code, self.source, self.kinds, sheets)
        for kind in self.kinds:
            for name, n in kind.contents:
                left = len(out.sheet(name).cards)
                if left < n:
                    raise LimitedError(f"{self.set_code}: the {name} sheet keeps {left} "
                                       f"card(s), fewer than the {n} a booster takes")
        return out


def _sheet(name: str, d: dict[str, Any]) -> Sheet:
    cards = tuple(SheetCard(str(c["name"]), str(c["number"]), int(c["weight"]))
                  for c in d["cards"])
    return Sheet(name, bool(d.get("foil", False)), bool(d.get("balanceColors", False)), cards)


def parse_collation(data: dict[str, Any], where: str) -> Collation:
    """A :class:`Collation` from MTGJSON's ``booster.default`` shape (``set``, ``boosters``
    with ``contents`` and ``weight``, ``sheets``). Raises LimitedError naming ``where`` and
    the missing or malformed field."""
    try:
        sheets = tuple(_sheet(n, data["sheets"][n]) for n in sorted(data["sheets"]))
        kinds = tuple(BoosterKind(tuple(sorted((str(k), int(v))
                                               for k, v in b["contents"].items())),
                                  int(b["weight"])) for b in data["boosters"])
        out = Collation(str(data["set"]).upper(), str(data.get("source", "")), kinds, sheets)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise LimitedError(f"{where}: not a booster collation ({type(e).__name__}: {e})") from None
    for kind in kinds:
        for name, _ in kind.contents:
            out.sheet(name)  # raises for a kind naming a missing sheet
    return out


@cache
def collation(set_code: str) -> Collation:
    """The shipped collation of ``set_code`` (any letter case). Raises LimitedError for a set
    without one, naming the sets that have one."""
    code = set_code.upper()
    if code not in SETS:
        raise LimitedError(f"no booster data for set {set_code!r} (sets: {', '.join(SETS)})")
    name = f"{code.lower()}-booster.json"
    text = resources.files("mtgrules.limited").joinpath(name).read_text("utf-8")
    return parse_collation(json.loads(text), name)
