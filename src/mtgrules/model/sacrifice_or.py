"""Sacrifice, or else (CR 701.21a, 608.2c): ``"Sacrifice another creature. If you can't, ~
deals 6 damage to you."``; an opponent's optional sacrifice: ``"Any opponent may sacrifice a
creature of their choice. If a player does, tap ~ and put a +1/+1 counter on it."``."""

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


@dataclass(frozen=True, slots=True)
class OpponentMaySacrifice(Node):
    """"Any opponent may sacrifice a [filter] of their choice. If a player does, [then]."
    (CR 701.21a, 608.2d): each opponent of the ability's controller, in turn order, may
    sacrifice one permanent matching ``filter`` they control, until one does; if one did,
    the ``then`` effects happen (each one that asks no question: tap, counters)."""

    filter: ObjectFilter
    then: tuple[Node, ...]

    def _check(self) -> None:
        if not self.then:
            self.fail("has no 'if a player does' effect")
