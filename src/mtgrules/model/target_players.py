"""Several target players named by one phrase (CR 115.1, 601.2c): ``"Any number of target
players each draw twenty cards"`` (Jace, Memory Adept).

"Any number of" puts no bound on the count but the players of the game, each of whom can be
chosen only once for one instance of the word "target" (CR 115.3): the ability has one "up to
one" target player slot per player a game can have (:data:`ANY_NUMBER_OF_PLAYERS`), and the
verb phrase is done by each chosen player in slot order (608.2c). The engine flattens the
node into its effects (:mod:`mtgrules.effects.interpreter`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node

ANY_NUMBER_OF_PLAYERS = 16
"""The most players a game can have (:data:`mtgrules.game_setup.MAX_PLAYERS`): the target
slots of "any number of target players"."""


@dataclass(frozen=True, slots=True)
class EachTargetPlayer(Node):
    """"Any number of target players each [verb phrase]" (CR 115.1, 601.2c, 608.2c):
    ``effects`` is the verb phrase once per target slot, each done by that slot's player (the
    same node but for its :class:`~mtgrules.model.refs.TargetRef`), in slot order; a slot
    left empty does nothing (608.2b)."""

    effects: tuple[Node, ...]

    def _check(self) -> None:
        if len(self.effects) != ANY_NUMBER_OF_PLAYERS:
            self.fail(f"one effect per target player slot ({ANY_NUMBER_OF_PLAYERS})")
