"""CR 704.3: state-based actions happen simultaneously, so two players who lose in the same
check lose together: in a two-player game that is a draw (104.4a), and nobody "wins" first."""

from __future__ import annotations

from mtgrules.game import Game
from mtgrules.rules.sba import check_state_based_actions


def test_704_3_both_players_at_zero_life_draw_and_no_one_wins_first() -> None:
    game = Game.new([["Forest"] * 10, ["Forest"] * 10], ["Alice", "Bob"], seed=1)
    s = game.state
    s.players[0].life = 0
    s.players[1].life = 0
    s.touch()
    check_state_based_actions(s)
    events = [e["event"] for e in s.log]
    assert s.over and s.winner == -1
    assert "win" not in events
    assert events[-3:] == ["lose", "lose", "draw_game"]
    assert game.returns() == [0.0, 0.0]
