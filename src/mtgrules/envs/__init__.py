"""Reinforcement-learning environments over the engine (optional extra: ``pip install
mtgrules[rl]``): a PettingZoo AEC environment (:mod:`mtgrules.envs.pettingzoo`, one agent per
player) and a single-seat Gymnasium environment (:mod:`mtgrules.envs.gymnasium`). Both use the
observation and action indexing of :mod:`mtgrules.envs.encoding`. Drafting has its own
PettingZoo AEC environment, :mod:`mtgrules.envs.draft` (one agent per draft seat, card-id
actions masked by the pack).

Lookahead: every environment exposes its :class:`~mtgrules.game.Game` as ``env.game``;
``env.game.clone()`` is an independent copy (about 0.1-0.5 ms) on which any line of play can
be tried with ``apply`` without touching the environment, e.g. for Monte Carlo tree search.
"""
