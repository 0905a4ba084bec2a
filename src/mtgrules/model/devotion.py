"""Devotion (CR 700.5) to the color a mana ability chose (:class:`DevotionToChosenColor`) and as a
static ability's condition: "As long as your devotion to black is
less than five, Erebos isn't a creature" (the Theros gods). The amount "your devotion to
[color]" is :class:`~mtgrules.model.Devotion`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Color, Node


@dataclass(frozen=True, slots=True)
class DevotionToChosenColor(Node):
    """"an amount of mana of that color equal to your devotion to that color" (Nykthos,
    Shrine to Nyx; CR 700.5, 106.1): the amount of a mana ability adding mana of one color
    chosen as it resolves, which is the controller's devotion to the chosen color. It has a
    value only with a color (:func:`mtgrules.rules.mana_production.production_amount`)."""


@dataclass(frozen=True, slots=True)
class DevotionBelow(Node):
    """A static ability's condition "As long as your devotion to [color] (and [color]) is
    less than N" (CR 700.5, 611.3a): the number of mana symbols that are any of ``colors``
    among the mana costs of the permanents the source's controller controls is less than
    ``n``. Judged by the layer system on the characteristics after copy, control and
    text-changing effects (layers 1-3, 700.5a)."""

    colors: tuple[Color, ...]
    n: int

    def _check(self) -> None:
        if not 1 <= len(self.colors) <= 2 or len(set(self.colors)) != len(self.colors):
            self.fail("devotion to one color or a combination of two")
        if self.n < 1:
            self.fail("less than at least 1")
