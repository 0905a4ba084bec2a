"""Revealed cards an opponent separates into two piles (CR 700.3, 701.20a): ``"Reveal the top
three cards of your library. An opponent separates those cards into two piles. Put one pile
into your hand and the other on the bottom of your library in any order."`` (Jace, Architect
of Thought). The engine's op is in :mod:`mtgrules.effects.piles`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class RevealTopIntoPiles(Node):
    """The three sentences above (CR 701.20a, 700.3): the controller reveals the top
    ``count`` cards of their library; an opponent (chosen by the controller if they have
    several) puts each into one of two piles (700.3a: a pile may be empty); the controller
    puts one pile into their hand and the other on the bottom of their library in the order
    they choose (401.4)."""

    count: int

    def _check(self) -> None:
        if self.count < 1:
            self.fail(f"count {self.count} (at least one card is revealed)")
