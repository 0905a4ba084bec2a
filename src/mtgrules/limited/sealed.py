"""Sealed deck (CR 100.2b): six boosters opened from one seed make a pool, from which the
automatic deck (:func:`mtgrules.limited.deck_building.build_deck`) is built.

>>> from mtgrules.limited.sealed import sealed_pool
>>> len(sealed_pool("AFR", seed=1).cards)
90
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.limited.booster import Booster, open_boosters, set_collation
from mtgrules.limited.deck_building import LimitedDeck, build_deck

#: Boosters in a sealed pool.
SEALED_BOOSTERS = 6


@dataclass(frozen=True, slots=True)
class SealedPool:
    """A sealed pool: the set, the seed, and the boosters opened (in order)."""

    set_code: str
    seed: int
    boosters: tuple[Booster, ...]

    @property
    def cards(self) -> tuple[str, ...]:
        """Every card name of the pool, booster by booster."""
        return tuple(n for b in self.boosters for n in b.names())

    def deck(self) -> LimitedDeck:
        """The automatic 40-card deck of this pool."""
        return build_deck(self.cards)


def sealed_pool(set_code: str, seed: int, implemented_only: bool = False,
                boosters: int = SEALED_BOOSTERS) -> SealedPool:
    """The sealed pool of ``set_code`` from ``seed``: ``boosters`` boosters opened from one
    generator (restricted to implemented cards only with ``implemented_only``). Raises
    LimitedError for an unknown set."""
    col = set_collation(set_code, implemented_only)
    return SealedPool(col.set_code, seed, open_boosters(col, boosters, seed))
