"""What both environments share: the decks, starting a game, the observation dict, and
mapping an action index to the engine's action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces

from mtgrules.cards.status import load_playable_deck
from mtgrules.envs.encoding import (
    CARD_SLOTS,
    MAX_ACTIONS,
    Encoder,
    action_mask,
    card_index_size,
    terminal_mask,
)
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game

DEFAULT_DECKS = ("red", "green")
OBS_BOUND = 10.0
"""Observation values are clipped to [-OBS_BOUND, OBS_BOUND] (they are scaled to about 0..1)."""
DEFAULT_MAX_DECISIONS = 5000
"""An episode still going after this many decisions is truncated."""


def load_decks(decks: Sequence[str | Sequence[str]]) -> list[list[str]]:
    """Card lists from built-in deck names, decklist files or lists of card names.
    Raises DeckError, UnknownCardError or UnimplementedCardError for a bad deck."""
    out: list[list[str]] = []
    for d in decks:
        if isinstance(d, str):
            out.append(load_playable_deck(d).card_names())
        else:
            out.append(list(d))
    if len(out) < 2:
        raise ValueError("an environment needs at least two decks")
    return out


def observation_space(encoder: Encoder) -> spaces.Dict:
    """``Dict(observation=Box(-OBS_BOUND, OBS_BOUND, (size,), float32),
    action_mask=Box(0, 1, (MAX_ACTIONS,), int8), cards=Box(0, card_index_size() - 1,
    (CARD_SLOTS,), int32))`` (:mod:`mtgrules.envs.encoding` documents each)."""
    return spaces.Dict({
        "observation": spaces.Box(-OBS_BOUND, OBS_BOUND, (encoder.size,), np.float32),
        "action_mask": spaces.Box(0, 1, (MAX_ACTIONS,), np.int8),
        "cards": spaces.Box(0, card_index_size() - 1, (CARD_SLOTS,), np.int32),
    })


def observe(encoder: Encoder, game: Game, player: int,
            terminal_placeholder: bool = False) -> dict[str, np.ndarray]:
    """The observation dict of ``player`` now. With ``terminal_placeholder`` (the Gymnasium
    environments), a finished game's ``action_mask`` is :func:`~mtgrules.envs.encoding.
    terminal_mask` instead of all zeros."""
    d = game.decision
    cards = np.zeros(CARD_SLOTS, dtype=np.int32)
    obs = encoder.encode(game.state, player, d, cards)
    np.clip(obs, -OBS_BOUND, OBS_BOUND, out=obs)  # e.g. life -300 / 20
    mask = (terminal_mask() if terminal_placeholder and game.is_terminal()
            else action_mask(d, player))
    return {"observation": obs, "action_mask": mask, "cards": cards}


def action_index(index: Any) -> int:
    """``index`` as an int if it is an integer the way ``gymnasium.spaces.Discrete`` takes one
    (a Python or NumPy integer, or a 0-d integer array; not a bool, float or string), else
    IllegalActionError naming what was given."""
    if isinstance(index, np.ndarray) and index.shape == () and index.dtype.kind in "iu":
        return int(index.item())
    if isinstance(index, int | np.integer) and not isinstance(index, bool | np.bool_):
        return int(index)
    raise IllegalActionError(f"action {index!r:.40} ({type(index).__name__}) is not an action "
                             "index: give an int from the action mask")


def apply_index(game: Game, player: int, index: Any) -> None:
    """Apply option ``index`` of ``player``'s pending decision. Raises IllegalActionError
    (game unchanged) when it is not ``player``'s decision or ``index`` is out of range."""
    d = game.decision
    if d is None or d.player != player:
        raise IllegalActionError(f"player {player} has no pending decision")
    i = action_index(index)
    if not 0 <= i < min(len(d.options), MAX_ACTIONS):
        raise IllegalActionError(f"action index {i} is not legal: the decision has "
                                 f"{min(len(d.options), MAX_ACTIONS)} options (see action_mask)")
    game.apply(d.options[i])


def new_game(decks: list[list[str]], seed: int) -> Game:
    """A new game between ``decks`` (seats in that order) from ``seed``."""
    return Game.new(decks, [f"player_{k}" for k in range(len(decks))], seed=seed)
