"""End-to-end: random games between the built-in decks reach a result."""

from mtgrules import Game
from mtgrules.decks import load_deck
from mtgrules.rng import Rng


def test_random_game_reaches_a_winner() -> None:
    red = load_deck("red").card_names()
    green = load_deck("green").card_names()
    g = Game.new([red, green], ["Red", "Green"], seed=3)
    r = Rng(11)
    n = 0
    while not g.over:
        g.apply(r.choice(g.legal_actions()))
        n += 1
        assert n < 20000
    assert g.winner in (0, 1)
    loser = g.state.players[1 - g.winner]
    assert loser.lost
    assert loser.life <= 0 or loser.loss_reason == "drew from an empty library"
    assert g.log[-1]["event"] == "win"
    assert g.log[-1]["rule"] == "104.2a"
