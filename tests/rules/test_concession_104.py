"""CR 104: ending the game — concession and the winner."""

from __future__ import annotations

import pytest

from mtgrules.errors import IllegalActionError
from mtgrules.state.decision import Action

from ._helpers import board

BOARD = """
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
"""


def test_104_3a_concede_loses_and_104_2a_opponent_wins() -> None:
    g = board(BOARD)
    g.concede(1)
    assert g.over
    assert g.winner == 0
    assert g.state.players[1].lost
    assert g.decision is None and g.legal_actions() == []
    lose = [e for e in g.log if e["event"] == "lose"]
    assert lose and lose[-1]["rule"] == "104.3a" and lose[-1]["player"] == "Bob"
    win = [e for e in g.log if e["event"] == "win"]
    assert win and win[-1]["rule"] == "104.2a" and win[-1]["player"] == "Alice"


def test_104_3a_concede_while_holding_priority() -> None:
    g = board(BOARD)
    assert g.decision is not None and g.decision.player == 0
    g.concede(0)
    assert g.over and g.winner == 1
    assert g.state.players[0].lost and not g.state.players[1].lost


def test_104_3a_concede_with_spell_on_stack_ends_game_immediately() -> None:
    g = board(BOARD)
    g.apply(Action("cast", (g.state.players[0].hand[0],)))
    g.apply(Action("target", (-2,)))
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    assert len(g.state.stack) == 1
    g.concede(1)
    assert g.over and g.winner == 0
    assert g.state.players[1].life == 20  # the Bolt never resolves


def test_104_concede_after_game_over_is_refused() -> None:
    g = board(BOARD)
    g.concede(1)
    with pytest.raises(IllegalActionError):
        g.concede(0)
    with pytest.raises(IllegalActionError):
        g.apply(Action("pass"))
    assert g.winner == 0


def test_104_2a_winner_after_lethal_damage() -> None:
    g = board(BOARD.replace("  - name: Bob\n", "  - name: Bob\n    life: 3\n"))
    g.apply(Action("cast", (g.state.players[0].hand[0],)))
    g.apply(Action("target", (-2,)))
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    assert g.over and g.winner == 0
    assert g.state.players[1].loss_reason
    assert g.log[-1]["event"] == "win" and g.log[-1]["rule"] == "104.2a"
