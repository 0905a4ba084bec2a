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
