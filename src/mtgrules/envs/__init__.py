"""Reinforcement-learning environments over the engine (optional extra: ``pip install
mtgrules[rl]``): a PettingZoo AEC environment (:mod:`mtgrules.envs.pettingzoo`, one agent per
player) and a single-seat Gymnasium environment (:mod:`mtgrules.envs.gymnasium`). Both use the
observation and action indexing of :mod:`mtgrules.envs.encoding`. Drafting has its own
PettingZoo AEC environment, :mod:`mtgrules.envs.draft` (one agent per draft seat, card-id
actions masked by the pack).

Lookahead: every environment exposes its :class:`~mtgrules.game.Game` as ``env.game``;
``env.game.clone()`` is an independent copy (about 0.1-0.5 ms) on which any line of play can
be tried with ``apply`` without touching the environment, e.g. for Monte Carlo tree search.

Registration: importing this package registers the Gymnasium environment as
:data:`DUEL_ENV_ID` (``"mtgrules/Duel-v0"``), so ``gymnasium.make("mtgrules/Duel-v0",
decks=("red", "green"), opponent="heuristic")`` and the vector form
``gymnasium.make_vec("mtgrules/Duel-v0", num_envs=8, vectorization_mode="sync")`` work;
``gymnasium.make("mtgrules.envs:mtgrules/Duel-v0")`` imports it on the way. Without the
``rl`` extra (no Gymnasium) nothing is registered and importing this package still works.
"""

from __future__ import annotations

DUEL_ENV_ID = "mtgrules/Duel-v0"
"""The Gymnasium id of :class:`mtgrules.envs.gymnasium.MtgEnv`."""


def _register() -> None:
    """Register :data:`DUEL_ENV_ID` with Gymnasium once (nothing without Gymnasium)."""
    try:
        from gymnasium.envs.registration import register, registry
    except ImportError:  # the ``rl`` extra isn't installed
        return
    if DUEL_ENV_ID not in registry:
        register(id=DUEL_ENV_ID, entry_point="mtgrules.envs.gymnasium:MtgEnv")


_register()
