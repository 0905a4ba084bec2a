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
