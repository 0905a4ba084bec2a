"""Dungeons (CR 309), venture into the dungeon (701.49) and die rolls (706): the typed nodes.

- :class:`Venture`: the effect "Venture into the dungeon" (701.49a-c);
- :class:`RoomEntered`: the trigger condition of a room ability, never printed: "When you move
  your venture marker into this room" (309.4c);
- :class:`DungeonCompleted`: "Whenever you complete a dungeon" (309.7);
- :class:`CompletedDungeon`: the condition "if you've completed a dungeon" / "if you haven't
  completed Tomb of Annihilation" (309.7);

Die rolls (:class:`~mtgrules.model.effects.RollDie`) are effects, in :mod:`mtgrules.model.effects`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node, Whose


@dataclass(frozen=True, slots=True)
class Venture(Node):
    """"Venture into the dungeon" (CR 701.49a-c): the ability's controller enters a dungeon
    or moves their venture marker to the next room, or completes the dungeon and starts
    another."""


@dataclass(frozen=True, slots=True)
class RoomEntered(Node):
    """The trigger condition of the room ability of room ``room`` (its index in the
    dungeon): "When you move your venture marker into this room" (CR 309.4c)."""

    room: int

    def _check(self) -> None:
        if self.room < 0:
            self.fail("room index must be >= 0")


@dataclass(frozen=True, slots=True)
class DungeonCompleted(Node):
    """"Whenever you complete a dungeon" (CR 309.7): ``who`` completes one."""

    who: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class CompletedDungeon(Node):
    """"you've completed a dungeon" (CR 309.7), or ``name``: "you've completed [name]";
    ``negated``: "you haven't completed ..."."""

    name: str | None = None
    negated: bool = False
