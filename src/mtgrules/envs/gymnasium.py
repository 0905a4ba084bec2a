"""A single-agent Gymnasium environment: the learner plays one seat against a built-in or
given opponent agent.

::

    from mtgrules.envs.gymnasium import MtgEnv
    env = MtgEnv(decks=("red", "green"), opponent="heuristic", seat=0)
    obs, info = env.reset(seed=1)
    while True:
        action = int(obs["action_mask"].nonzero()[0][0])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

Same observation and action space as the PettingZoo environment (documented in
:mod:`mtgrules.envs.encoding`). The opponent's decisions are taken inside ``reset`` and
``step``, so every observation is one of the learner's decisions. Reward: at the end of the
game, +1 if the learner won, -1 if it lost, 0 for a draw (``Game.returns``); 0 before.
``info`` holds ``legal_actions`` (the options in the action notation, index order) and
``action_mask``. Terminal step (Gymnasium's convention: the step that returns
``terminated=True`` carries the final observation and reward; the caller then resets, which
a vector environment does by itself on the next step, ignoring that step's action): the
final observation's ``action_mask`` has only index 0 set (:func:`~mtgrules.envs.encoding.
terminal_mask`), never all zeros, so a masked softmax stays finite; every live observation's
mask has at least one legal index. A truncated step (``max_decisions``) keeps the live mask.
Registered as ``"mtgrules/Duel-v0"`` (see :mod:`mtgrules.envs`). An index the mask doesn't allow raises IllegalActionError with
``on_illegal="raise"``; with the default ``"noop"`` (what generic tools such as Gymnasium's
env checker expect of a Discrete space) it leaves the game unchanged, gives reward 0 and
``info["illegal_action"] = True``, and counts toward ``max_decisions``; a value outside the
action space (not an integer, or not in ``[0, MAX_ACTIONS)``) always raises IllegalActionError. Seeding: ``reset(seed=s)`` gives the same episode for the same actions (the
opponent agent is seeded from ``s`` too).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
from gymnasium import spaces

from mtgrules.agents import make_agent
from mtgrules.agents.base import Agent
from mtgrules.agents.view import PlayerView
from mtgrules.envs.common import (
    DEFAULT_DECKS,
    DEFAULT_MAX_DECISIONS,
    action_index,
    apply_index,
    load_decks,
    new_game,
    observation_space,
    observe,
)
from mtgrules.envs.encoding import MAX_ACTIONS, Encoder
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.render.text import render_event


class MtgEnv(gym.Env):
    """The learner is seat ``seat`` of a two-player game; ``opponent`` is ``"heuristic"``,
    ``"random"`` or an :class:`~mtgrules.agents.base.Agent`. ``game`` is the current
    :class:`~mtgrules.game.Game` (clone it for lookahead)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(self, decks: Sequence[str | Sequence[str]] = DEFAULT_DECKS,
                 opponent: str | Agent = "heuristic", seat: int = 0,
                 max_decisions: int = DEFAULT_MAX_DECISIONS,
                 render_mode: str | None = None, on_illegal: str = "noop") -> None:
        if on_illegal not in ("noop", "raise"):
            raise ValueError(f"on_illegal must be 'noop' or 'raise', not {on_illegal!r}")
        self.on_illegal = on_illegal
        self._decks = load_decks(decks)
        if len(self._decks) != 2:
            raise ValueError("MtgEnv is a two-player environment: give two decks")
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, not {seat!r}")
        if isinstance(opponent, str) and opponent not in ("heuristic", "random"):
            raise ValueError(f"unknown opponent {opponent!r} (heuristic, random or an Agent)")
        self._opponent_spec = opponent
        self.seat = seat
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self._encoder = Encoder(2)
        self.observation_space = observation_space(self._encoder)
        self.action_space = spaces.Discrete(MAX_ACTIONS)
        self.game: Game = new_game(self._decks, 0)
        self._opponent: Agent = self._make_opponent(0)
        self._decisions = 0

    def _make_opponent(self, seed: int) -> Agent:
        spec = self._opponent_spec
        return make_agent(spec, 2 * seed + 1) if isinstance(spec, str) else spec

    def _advance(self) -> None:
        """Let the opponent decide until it is the learner's decision or the game is over."""
        g = self.game
        other = 1 - self.seat
        while not g.is_terminal() and g.current_player() == other:
            d = g.decision
            assert d is not None
            g.apply(self._opponent.act(PlayerView(g, other), d, g.legal_actions()))
            self._decisions += 1

    def _obs_info(self) -> tuple[dict[str, Any], dict[str, Any]]:
        obs = observe(self._encoder, self.game, self.seat, terminal_placeholder=True)
        legal = [self.game.action_to_string(a, self.seat)
                 for a in self.game.legal_actions()[:MAX_ACTIONS]] \
            if not self.game.is_terminal() else []
        return obs, {"legal_actions": legal, "action_mask": obs["action_mask"]}

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        """Start a new game (from ``seed``, else from the env's random generator)."""
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**31))
        self.game = new_game(self._decks, game_seed)
        self._opponent = self._make_opponent(game_seed)
        self._decisions = 0
        self._advance()
        return self._obs_info()

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """Take option ``action`` of the learner's decision, then let the opponent play.
        An index the mask doesn't allow: see ``on_illegal`` in the module doc."""
        illegal = False
        index = action_index(action)  # not an integer: IllegalActionError, whatever on_illegal
        if not 0 <= index < MAX_ACTIONS:
            raise IllegalActionError(f"action {index} is outside the action space "
                                     f"Discrete({MAX_ACTIONS})")
        try:
            apply_index(self.game, self.seat, index)
        except IllegalActionError:
            if self.on_illegal == "raise" or self.game.is_terminal():
                raise
            illegal = True
        self._decisions += 1
        self._advance()
        g = self.game
        terminated = g.is_terminal()
        reward = float(g.returns()[self.seat]) if terminated else 0.0
        truncated = not terminated and self._decisions >= self.max_decisions
        obs, info = self._obs_info()
        if illegal:
            info["illegal_action"] = True
        return obs, reward, terminated, truncated, info

    def render(self) -> str | None:
        """``ansi``: the last few log events as text."""
        if self.render_mode != "ansi":
            return None
        return "\n".join(render_event(ev) for ev in self.game.log[-10:])
