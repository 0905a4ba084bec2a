"""The agent protocol (DESIGN: "Agents: ``act(view, decision, options) -> action``")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from mtgrules.agents.view import PlayerView
from mtgrules.state.decision import Action, Decision


@runtime_checkable
class Agent(Protocol):
    """Anything that picks one of ``options`` for ``decision`` given what its player sees.

    Agents must never mutate the game; ``view`` is read-only and ``options`` are the game's
    legal actions for the pending decision.
    """

    def act(self, view: PlayerView, decision: Decision, options: Sequence[Action]) -> Action:
        """Return one element of ``options``."""
        ...


class Concede(Exception):  # noqa: N818  (a request, not an error)
    """Raised by an agent's ``act`` to concede the game instead of answering (CR 104.3a: a
    player may concede at any time). :func:`mtgrules.runner.play_game` makes that player
    concede and goes on."""
