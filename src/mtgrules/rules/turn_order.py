"""Extra turns (CR 500.7) in the game state.

``s.extra["extra_turns"]``: the players who will take the extra turns created so far and not
yet begun, in the order they were created; the last one created is taken first (500.7).
``s.extra["turn_order_resumes_after"]``: while extra turns are taken, the player whose
regular turn they follow, so that the turn order then resumes with the player after them
(CR 101.4).
"""

from __future__ import annotations

from mtgrules.state.game_state import GameState

EXTRA_TURNS = "extra_turns"
RESUMES_AFTER = "turn_order_resumes_after"


def add_extra_turn(s: GameState, player: int) -> None:
    """Create an extra turn for ``player`` directly after this turn (CR 500.7)."""
    s.extra[EXTRA_TURNS] = [*s.extra.get(EXTRA_TURNS, ()), player]
    s.touch()


def next_active(s: GameState) -> int:
    """The player whose turn begins after the current one (CR 500.7, 101.4): the most recently
    created extra turn's player still in the game (CR 800.4k: the extra turns of a player who
    left are not taken), else the player after the one whose regular turn the extra turns
    followed (or after the active player). Updates the pending extra turns."""
    n = len(s.players)
    pending = list(s.extra.get(EXTRA_TURNS, ()))
    while pending:
        player = int(pending.pop())
        if not s.players[player].lost:
            s.extra[EXTRA_TURNS] = pending
            s.extra.setdefault(RESUMES_AFTER, s.active)
            return player
    s.extra.pop(EXTRA_TURNS, None)
    nxt = (int(s.extra.pop(RESUMES_AFTER, s.active)) + 1) % n
    while s.players[nxt].lost:
        nxt = (nxt + 1) % n
    return nxt


def next_turn_of(s: GameState, player: int) -> int:
    """The number of ``player``'s next turn (CR 500.7, 101.4): the extra turns created and not
    yet begun come first, the most recent first, then the turn order; the current turn when
    ``player`` has left the game."""
    n = len(s.players)
    if s.players[player].lost:
        return s.turn
    pending = [int(p) for p in s.extra.get(EXTRA_TURNS, ())]
    after = int(s.extra.get(RESUMES_AFTER, s.active))
    turn = s.turn
    for _ in range(len(pending) + n):
        turn += 1
        if pending:
            p = pending.pop()
        else:
            after = p = next(q for q in ((after + i) % n for i in range(1, n + 1))
                             if not s.players[q].lost)
        if p == player:
            return turn
    return turn
