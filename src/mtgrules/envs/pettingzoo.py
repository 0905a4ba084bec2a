"""A PettingZoo AEC environment: one agent per player (``player_0``, ``player_1``, ...).

::

    from mtgrules.envs.pettingzoo import env
    e = env(decks=("red", "green"), seed=1)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        mask = obs["action_mask"]
        action = None if termination or truncation else int(mask.nonzero()[0][0])
        e.step(action)

``observation_space(agent)`` is ``Dict(observation, action_mask)`` and ``action_space(agent)``
is ``Discrete(MAX_ACTIONS)``; :mod:`mtgrules.envs.encoding` documents both. The agent to act is
the player of the engine's pending decision (CR 117: priority, but also targets, blockers,
mulligans...), so one agent often acts several times in a row. Rewards come at the end: +1 for
the winner, -1 for each loser (a player who loses in a multiplayer game is terminated at once,
CR 800.4a), 0 for all in a draw; an episode longer than ``max_decisions`` is truncated.
Terminal step (PettingZoo's convention): once ``e.last()`` reports termination or truncation
for the selected agent, its action must be ``None`` (the agent is then removed); a finished
game's observation has an all-zero ``action_mask`` because no action is taken from it, while
every live observation of the selected agent has at least one legal index.
Seeding: ``reset(seed=s)`` starts the same game for the same ``s`` (and so the same episode
for the same actions); ``env(seed=...)`` gives the seed of the first reset without one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gymnasium import spaces
from pettingzoo import AECEnv

from mtgrules.envs.common import (
    DEFAULT_DECKS,
    DEFAULT_MAX_DECISIONS,
    apply_index,
    load_decks,
    new_game,
    observation_space,
    observe,
)
from mtgrules.envs.encoding import MAX_ACTIONS, Encoder
from mtgrules.game import Game
from mtgrules.render.text import render_event


class MtgAECEnv(AECEnv):
    """The AEC environment (see the module doc). ``game`` is the current
    :class:`~mtgrules.game.Game` (clone it for lookahead)."""

    metadata = {"render_modes": ["ansi"], "name": "mtgrules_v0", "is_parallelizable": False}

    def __init__(self, decks: Sequence[str | Sequence[str]] = DEFAULT_DECKS, seed: int = 0,
                 max_decisions: int = DEFAULT_MAX_DECISIONS,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self._decks = load_decks(decks)
        self._seed = seed
        self._episode = 0
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        n = len(self._decks)
        self.possible_agents = [f"player_{k}" for k in range(n)]
        self._encoder = Encoder(n)
        self._obs_space = observation_space(self._encoder)
        self._act_space = spaces.Discrete(MAX_ACTIONS)
        self.game: Game = new_game(self._decks, seed)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same Dict space for every agent."""
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(MAX_ACTIONS)`` for every agent."""
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game: from ``seed`` when given, else from the env's seed plus the
        number of earlier resets."""
        if seed is None:
            seed = self._seed + self._episode
        self._episode += 1
        self.game = new_game(self._decks, seed)
        self._decisions = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._select()

    def _player(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _select(self) -> None:
        g = self.game
        if not g.is_terminal():
            self.agent_selection = self.possible_agents[g.current_player()]
        else:
            self.agent_selection = self.agents[0] if self.agents else self.possible_agents[0]

    def observe(self, agent: str) -> dict[str, Any]:
        """The observation of ``agent`` (what that player may see)."""
        return observe(self._encoder, self.game, self._player(agent))

    def step(self, action: Any) -> None:
        """Take option ``action`` of the current agent's decision (``None`` for an agent
        that is done). Raises IllegalActionError for an index the mask doesn't allow."""
        agent = self.agent_selection
        if self.terminations.get(agent) or self.truncations.get(agent):
            self._was_dead_step(action)
            return
        apply_index(self.game, self._player(agent), action)
        self._decisions += 1
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        g = self.game
        for a in self.agents:
            p = g.state.players[self._player(a)]
            if p.lost and not self.terminations[a]:  # CR 104.3 / 800.4a: out of the game
                self.terminations[a] = True
                self.rewards[a] = -1.0
        if g.is_terminal():
            returns = g.returns()
            for a in self.agents:
                if not self.terminations[a] or self.rewards[a] == 0.0:
                    self.rewards[a] = float(returns[self._player(a)])
                self.terminations[a] = True
        elif self._decisions >= self.max_decisions:
            for a in self.agents:
                self.truncations[a] = True
        self._accumulate_rewards()
        self._select()
        if any(self.terminations[a] or self.truncations[a] for a in self.agents):
            self._deads_step_first()
            if self.agent_selection not in self.agents:
                self._select()

    def render(self) -> str | None:
        """``ansi``: the last few log events as text."""
        if self.render_mode != "ansi":
            return None
        return "\n".join(render_event(ev) for ev in self.game.log[-10:])

    def close(self) -> None:
        """Nothing to release."""


def env(decks: Sequence[str | Sequence[str]] = DEFAULT_DECKS, seed: int = 0,
        max_decisions: int = DEFAULT_MAX_DECISIONS,
        render_mode: str | None = None) -> MtgAECEnv:
    """A new :class:`MtgAECEnv` (PettingZoo's usual ``env()`` constructor)."""
    return MtgAECEnv(decks, seed, max_decisions, render_mode)
