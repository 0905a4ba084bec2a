"""An agent that picks uniformly among the legal actions."""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.agents.view import PlayerView
from mtgrules.rng import Rng
from mtgrules.state.decision import Action, Decision


class RandomAgent:
    """Uniform over the legal actions, with its own deterministic :class:`~mtgrules.rng.Rng`
    (so the game's random generator is never touched)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: PlayerView, decision: Decision, options: Sequence[Action]) -> Action:
        """Return a uniformly chosen option."""
        return self.rng.choice(list(options))
