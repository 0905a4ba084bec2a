"""Sacrifice, or else (CR 701.21a, 608.2c): ``"Sacrifice another creature. If you can't, ~
deals 6 damage to you."``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class SacrificeOrElse(Node):
    """"Sacrifice a [filter]. If you can't, [otherwise]": the ability's controller sacrifices
    one permanent of their choice matching ``filter`` (CR 701.21a); if they control none, the
    ``otherwise`` effects happen instead (each one that asks no question: damage, life, a
    sacrifice of the source)."""

    filter: ObjectFilter
    otherwise: tuple[Node, ...]

    def _check(self) -> None:
        if not self.otherwise:
            self.fail("has no 'if you can't' effect")
