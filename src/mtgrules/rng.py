"""Deterministic, serializable random number generator.

The game's randomness (shuffles, coin flips) comes only from this generator, whose whole state
is one 64-bit integer, so a game can be cloned and JSON round-tripped mid-game and continue
identically (DESIGN non-negotiables 3 and 4). The algorithm is SplitMix64, which is fast in pure
Python and has good statistical quality for game use.
"""

from __future__ import annotations

from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """SplitMix64 generator.

    Args:
        seed: any int; reduced modulo 2**64.

    The state is the public attribute ``state`` (an int in [0, 2**64)).
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer and advance the state."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)``; raises ValueError if ``n <= 0``.

        Uses rejection sampling so there is no modulo bias.
        """
        if n <= 0:
            raise ValueError(f"Rng.below needs n > 0, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next_u64()
            if r < limit:
                return r % n

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates); CR 701.24 (shuffle)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        """Return one element of a non-empty sequence, uniformly."""
        return items[self.below(len(items))]

    def copy(self) -> Rng:
        """Return an independent generator in the same state."""
        return Rng(self.state)
