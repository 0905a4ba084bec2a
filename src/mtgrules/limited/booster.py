"""Opening boosters from a set's collation, seeded and reproducible.

:func:`open_booster` picks a booster kind by weight (AFR: 2 in 3 boosters are 10 commons, 3
uncommons, 1 rare or mythic rare and 1 basic land; 1 in 3 trades a common for a foil of any
rarity), then draws each sheet's cards by weight **without replacement** (a booster never
holds the same card twice from one sheet; a foil may repeat a non-foil). A sheet marked
``balanceColors`` (AFR's commons) first gets one mono-coloured card of each colour W, U, B,
R, G (by weight among that colour's cards), then the rest from the whole sheet. All randomness
comes from :class:`mtgrules.rng.Rng`: the same seed gives the same booster on every machine.

Slots are listed rare first, then uncommons, commons, the foil and the basic land.

>>> from mtgrules.limited.booster import booster
>>> [c.name for c in booster("AFR", seed=1).cards][:1]  # doctest: +SKIP
['...']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mtgrules.limited.card_facts import card_facts
from mtgrules.limited.collation import Collation, Sheet, SheetCard, collation
from mtgrules.mana import COLORS
from mtgrules.rng import Rng

#: The order slots are listed in; a sheet not named here comes after, by name.
SLOT_ORDER: tuple[str, ...] = ("rareMythic", "uncommon", "common", "foil", "basic")


@dataclass(frozen=True, slots=True)
class BoosterCard:
    """A card of an opened booster: name, collector number, the sheet it came from and
    whether it is foil."""

    name: str
    number: str
    sheet: str
    foil: bool

    def line(self) -> str:
        """``Name`` (``Name (foil)`` for a foil): how a booster prints it."""
        return f"{self.name} (foil)" if self.foil else self.name


@dataclass(frozen=True, slots=True)
class Booster:
    """An opened booster: its set and cards (rare first, basic land last)."""

    set_code: str
    cards: tuple[BoosterCard, ...]

    def names(self) -> tuple[str, ...]:
        """The cards' names, in slot order."""
        return tuple(c.name for c in self.cards)


def _weighted(cards: list[SheetCard], rng: Rng) -> SheetCard:
    r = rng.below(sum(c.weight for c in cards))
    for c in cards:
        r -= c.weight
        if r < 0:
            return c
    raise AssertionError("unreachable: r < total weight")  # pragma: no cover


def _colored(name: str, color: str) -> bool:
    return card_facts(name).colors == (color,)


def draw_sheet(sheet: Sheet, n: int, rng: Rng,
               colored: Callable[[str, str], bool] = _colored) -> list[SheetCard]:
    """``n`` distinct cards of ``sheet`` by weight; on a ``balance_colors`` sheet with
    ``n >= 5``, first one card of each colour (``colored(name, color)`` says which are
    mono-coloured of that colour). Raises ValueError when the sheet has fewer than ``n``
    cards."""
    if n > len(sheet.cards):
        raise ValueError(f"sheet {sheet.name} has {len(sheet.cards)} cards, {n} asked")
    left = list(sheet.cards)
    out: list[SheetCard] = []

    def take(pool: list[SheetCard]) -> None:
        c = _weighted(pool, rng)
        out.append(c)
        left.remove(c)

    if sheet.balance_colors and n >= len(COLORS):
        for color in COLORS:
            pool = [c for c in left if colored(c.name, color)]
            if pool:
                take(pool)
    while len(out) < n:
        take(left)
    return out


def _slot_key(item: tuple[str, int]) -> tuple[int, str]:
    name = item[0]
    return (SLOT_ORDER.index(name) if name in SLOT_ORDER else len(SLOT_ORDER), name)


def open_booster(col: Collation, rng: Rng) -> Booster:
    """Open one booster of ``col`` with ``rng`` (advanced). See the module docstring."""
    total = sum(k.weight for k in col.kinds)
    r = rng.below(total)
    kind = col.kinds[-1]
    for k in col.kinds:
        if r < k.weight:
            kind = k
            break
        r -= k.weight
    cards: list[BoosterCard] = []
    for name, n in sorted(kind.contents, key=_slot_key):
        sheet = col.sheet(name)
        cards.extend(BoosterCard(c.name, c.number, name, sheet.foil)
                     for c in draw_sheet(sheet, n, rng))
    return Booster(col.set_code, tuple(cards))


def open_boosters(col: Collation, count: int, seed: int) -> tuple[Booster, ...]:
    """``count`` boosters opened one after the other from one generator seeded ``seed``."""
    rng = Rng(seed)
    return tuple(open_booster(col, rng) for _ in range(count))


def booster(set_code: str, seed: int, implemented_only: bool = False) -> Booster:
    """One booster of ``set_code`` from ``seed``; with ``implemented_only``, from the sheets
    restricted to the cards the engine plays. Raises LimitedError for an unknown set."""
    return open_boosters(set_collation(set_code, implemented_only), 1, seed)[0]


def set_collation(set_code: str, implemented_only: bool = False) -> Collation:
    """The collation of ``set_code``, restricted to implemented cards when asked (never
    otherwise). Raises LimitedError for an unknown set or a sheet left too small."""
    col = collation(set_code)
    return col.restricted(is_implemented) if implemented_only else col


def is_implemented(name: str) -> bool:
    """True when the engine plays the card called ``name``."""
    return card_facts(name).implemented


def unimplemented(col: Collation) -> tuple[str, ...]:
    """The cards a booster of ``col`` can hold that the engine doesn't play, sorted."""
    return tuple(n for n in col.card_names() if not is_implemented(n))
