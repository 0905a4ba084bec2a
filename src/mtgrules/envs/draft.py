"""A PettingZoo AEC environment for booster drafting: one agent per seat (``seat_0`` ...
``seat_7``), over :class:`mtgrules.limited.draft.Draft`.

::

    from mtgrules.envs.draft import env
    e = env("AFR", seed=1)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else int(obs["action_mask"].nonzero()[0][0])
        e.step(action)
    pools = e.draft.pool(0)

Actions are card ids: ``action_space(agent)`` is ``Discrete(len(e.card_names))`` where
``e.card_names`` are the set's booster card names, sorted; the action mask marks the cards of
the agent's pack. The observation (``Box(0, 45, (2 * cards + rounds + 1,), float32)``) is the
count of each card in the agent's pack, then in its picks so far, then the round (one-hot) and
the pick number divided by 14: what a drafter sees (not the other seats' packs or picks).
Seats choose in seat order each pick step and the picks take effect together, then the packs
pass left, right, left (:mod:`mtgrules.limited.draft`). Every reward is 0 until the draft ends;
then each seat gets ``reward_fn(pool)`` (0 without one), e.g. a rating of its deck. Seeding:
``reset(seed=s)`` opens the same boosters for the same ``s``; ``env(seed=...)`` is the seed of
the first reset without one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from mtgrules.envs.common import action_index
from mtgrules.errors import IllegalActionError
from mtgrules.limited.booster import set_collation
from mtgrules.limited.draft import ROUNDS, SEATS, Draft, new_draft

#: Observation values are at most this (the most cards one seat can pick).
OBS_HIGH = 45.0
_PICKS_PER_ROUND = 14.0


class DraftAECEnv(AECEnv):
    """The draft AEC environment (see the module doc). ``draft`` is the current
    :class:`~mtgrules.limited.draft.Draft` (immutable: keep it to go back)."""

    metadata = {"render_modes": ["ansi"], "name": "mtgrules_draft_v0",
                "is_parallelizable": False}

    def __init__(self, set_code: str = "AFR", seed: int = 0, seats: int = SEATS,
                 implemented_only: bool = False,
                 reward_fn: Callable[[tuple[str, ...]], float] | None = None,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.set_code = set_code
        self._seed = seed
        self._episode = 0
        self._seats = seats
        self._implemented_only = implemented_only
        self.reward_fn = reward_fn
        self.render_mode = render_mode
        self.card_names = set_collation(set_code, implemented_only).card_names()
        self._card_id = {n: i for i, n in enumerate(self.card_names)}
        n = len(self.card_names)
        self.possible_agents = [f"seat_{k}" for k in range(seats)]
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(0.0, OBS_HIGH, (2 * n + ROUNDS + 1,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
        })
        self._act_space = spaces.Discrete(n)
        self.draft: Draft = new_draft(set_code, seed, seats, ROUNDS, implemented_only)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same Dict space for every agent."""
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(len(card_names))`` for every agent."""
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Open a new draft's boosters: from ``seed`` when given, else from the env's seed
        plus the number of earlier resets."""
        if seed is None:
            seed = self._seed + self._episode
        self._episode += 1
        self.draft = new_draft(self.set_code, seed, self._seats, ROUNDS,
                               self._implemented_only)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        seat = self.draft.to_act()
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        else:
            self.agent_selection = self.agents[0] if self.agents else self.possible_agents[0]

    def _counts(self, names: tuple[str, ...]) -> np.ndarray:
        out = np.zeros(len(self.card_names), np.float32)
        for name in names:
            out[self._card_id[name]] += 1.0
        return out

    def observe(self, agent: str) -> dict[str, Any]:
        """What the agent's seat sees: its pack, its picks, the round and pick number."""
        seat = self.possible_agents.index(agent)
        d = self.draft
        pack = self._counts(d.packs[seat])
        rounds = np.zeros(ROUNDS + 1, np.float32)
        if not d.over:
            rounds[d.round] = 1.0
            rounds[ROUNDS] = d.pick_number / _PICKS_PER_ROUND
        obs = np.concatenate([pack, self._counts(d.pool(seat)), rounds])
        np.clip(obs, 0.0, OBS_HIGH, out=obs)
        return {"observation": obs, "action_mask": (pack > 0).astype(np.int8)}

    def step(self, action: Any) -> None:
        """Take card id ``action`` from the current agent's pack (``None`` for an agent
        that is done). Raises IllegalActionError for a card not in the pack."""
        agent = self.agent_selection
        if self.terminations.get(agent) or self.truncations.get(agent):
            self._was_dead_step(action)
            return
        seat = self.possible_agents.index(agent)
        i = action_index(action)
        pack = self.draft.packs[seat]
        name = self.card_names[i] if 0 <= i < len(self.card_names) else None
        if name not in pack:
            raise IllegalActionError(f"card id {i} is not in {agent}'s pack (see action_mask)")
        self.draft = self.draft.pick(seat, pack.index(name))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self.draft.over:
            for a in self.agents:
                s = self.possible_agents.index(a)
                self.rewards[a] = (float(self.reward_fn(self.draft.pool(s)))
                                   if self.reward_fn else 0.0)
                self.terminations[a] = True
        self._accumulate_rewards()
        self._select()
        if self.draft.over:
            self._deads_step_first()

    def render(self) -> str | None:
        """``ansi``: the round, the pick, and each seat's pack size and latest pick."""
        if self.render_mode != "ansi":
            return None
        d = self.draft
        lines = [f"round {d.round + 1}, pick {d.pick_number + 1}"]
        for s in range(d.seats):
            pool = d.pool(s)
            lines.append(f"seat {s}: {len(d.packs[s])} in pack, last pick "
                         f"{pool[-1] if pool else '-'}")
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release."""


def env(set_code: str = "AFR", seed: int = 0, seats: int = SEATS,
        implemented_only: bool = False,
        reward_fn: Callable[[tuple[str, ...]], float] | None = None,
        render_mode: str | None = None) -> DraftAECEnv:
    """A new :class:`DraftAECEnv` (PettingZoo's usual ``env()`` constructor)."""
    return DraftAECEnv(set_code, seed, seats, implemented_only, reward_fn, render_mode)
