"""Additional land plays (CR 305.2a): "You may play an additional land on each of your
turns." A rule modification of a static ability; read by
:func:`mtgrules.rules.priority.land_plays_allowed`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class AdditionalLandPlay(Node):
    """"You may play an additional land on each of your turns" (CR 305.2a): on each of its
    controller's turns, that player may play one more land (``count`` more: "two additional
    lands")."""

    count: int = 1

    def _check(self) -> None:
        if self.count < 1:
            self.fail("at least one additional land")


@dataclass(frozen=True, slots=True)
class PlayAdditionalLandsThisTurn(Node):
    """"You may play an additional land this turn" (CR 305.2a), ``count`` more ("two
    additional lands"; ``up_to``: written "up to two additional lands", the same permission):
    the controller may play that many more lands this turn (kept in the turn's flags)."""

    count: int = 1
    up_to: bool = False

    def _check(self) -> None:
        if self.count < 1 or (self.up_to and self.count < 2):
            self.fail("at least one additional land ('up to' two or more)")
