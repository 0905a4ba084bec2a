"""Mana abilities that add one of several combinations of mana (CR 106.1, 605.1a): the
filter lands' ``"{B/G}, {T}: Add {B}{B}, {B}{G}, or {G}{G}."`` (Twilight Mire): the player
activating it chooses one combination as the ability resolves (CR 106.4)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import ManaType, Node


@dataclass(frozen=True, slots=True)
class ManaCombinationOfChoice(Node):
    """"Add {B}{B}, {B}{G}, or {G}{G}": one of ``combinations`` (each two or more mana
    symbols), chosen."""

    combinations: tuple[tuple[ManaType, ...], ...]

    def _check(self) -> None:
        if len(self.combinations) < 2 or any(not c for c in self.combinations):
            self.fail("needs two or more combinations, each of some mana")
        if len(set(self.combinations)) != len(self.combinations):
            self.fail("a combination is listed twice")


def combination_text(combination: tuple[ManaType, ...]) -> str:
    """``(B, G)`` -> ``"{B}{G}"``."""
    return "".join("{" + m.value + "}" for m in combination)
