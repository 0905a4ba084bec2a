"""Emblems (CR 114): ``"You get an emblem with "...""``.

An emblem is an object in the command zone with the abilities the effect gives it and no other
characteristics (CR 114.2, 114.3); its abilities function there (114.4). The effect is
:class:`CreateEmblem`; the engine makes the emblem in :mod:`mtgrules.effects.emblems` and
reads its abilities in :mod:`mtgrules.rules.emblems`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Ability, Node


@dataclass(frozen=True, slots=True)
class CreateEmblem(Node):
    """"You get an emblem with [abilities]" (CR 114.1): the ability's controller gets an
    emblem with these abilities (each registered under its own key)."""

    abilities: tuple[Ability, ...]

    def _check(self) -> None:
        if not self.abilities:
            self.fail("an emblem with no ability")
