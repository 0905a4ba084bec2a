"""0- and 1-card decks play by the rules: CR 103.5 mulligans with fewer than seven cards,
704.5b drawing from an empty library loses at the next state-based check."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.state.decision import Action


def test_103_5_mulligans_with_a_one_card_library() -> None:
    g = Game.new([["Mountain"], ["Forest"] * 40], ["Alice", "Bob"], seed=1, first_player=1)
    alice = g.state.players[0]
    assert len(alice.hand) == 1 and not alice.library
    g.apply(Action("keep"))                       # Bob
    for _ in range(3):                            # Alice mulligans three times
        assert g.decision is not None and g.decision.player == 0
        g.apply(Action("mulligan"))
    g.apply(Action("keep"))
    d = g.decision
    assert d is not None and d.kind == "bottom" and len(d.options) == 1
    g.apply(d.options[0])                         # only one card to put on the bottom
    assert not alice.hand and len(alice.library) == 1
    # she tried to draw from an empty library while drawing her hands: 704.5b at the first
    # state-based check, as Bob would receive priority
    assert g.over and g.winner == 1
    assert alice.loss_reason == "drew from an empty library"
    assert any(e["event"] == "lose" and e["rule"] == "704.5b" for e in g.log)


def test_704_5b_empty_decks_lose_at_the_first_check_as_a_draw() -> None:
    g = Game.new([[], []], ["Alice", "Bob"], seed=2)
    assert g.decision is not None and g.decision.kind == "mulligan"
    assert g.legal_actions() == [Action("keep"), Action("mulligan")]
    g.apply(Action("keep"))
    g.apply(Action("keep"))
    assert g.over and g.winner == -1
    assert any(e["event"] == "draw_game" and e["rule"] == "104.4a" for e in g.log)


def test_704_5b_zero_card_deck_against_a_real_one() -> None:
    g = Game.new([[], ["Forest"] * 40], ["Alice", "Bob"], seed=3)
    while not g.over:
        g.apply(Action("keep") if Action("keep") in g.legal_actions() else g.legal_actions()[0])
    assert g.winner == 1 and g.state.turn <= 1
