"""Drive a game with agents: ask the deciding player's agent, apply its action, repeat."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtgrules.agents.base import Agent, Concede
from mtgrules.agents.view import PlayerView
from mtgrules.game import Game
from mtgrules.state.decision import Action


def play_game(game: Game, agents: Sequence[Agent],
              on_event: Callable[[dict[str, Any]], None] | None = None,
              max_decisions: int | None = None,
              on_action: Callable[[int, Action], None] | None = None) -> Game:
    """Play ``game`` to the end (or until ``max_decisions`` decisions were taken).

    For each pending decision the agent of the deciding player gets a :class:`PlayerView` for
    that player, the decision and the legal actions; its answer is applied with
    ``game.apply`` (an illegal answer raises IllegalActionError); an agent that raises
    :class:`~mtgrules.agents.base.Concede` concedes (CR 104.3a). New log events, including
    those logged before the call, are passed to ``on_event`` in order; each action is passed
    to ``on_action(player, action)`` just before it is applied. Returns ``game``.
    """
    seen = 0

    def flush() -> None:
        nonlocal seen
        if on_event is not None:
            log = game.log
            while seen < len(log):
                on_event(log[seen])
                seen += 1

    taken = 0
    flush()
    while not game.over:
        if max_decisions is not None and taken >= max_decisions:
            break
        d = game.decision
        assert d is not None
        agent = agents[d.player]
        try:
            action = agent.act(PlayerView(game, d.player), d, game.legal_actions())
        except Concede:
            game.concede(d.player)  # CR 104.3a; in multiplayer the game goes on (800.4a)
            flush()
            continue
        if on_action is not None:
            on_action(d.player, action)
        game.apply(action)
        taken += 1
        flush()
    return game
