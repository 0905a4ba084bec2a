"""The issue-4 mana cards are playable: random games with a deck of them end without errors,
and every mana-ability activation leaves the pool consistent."""

from pathlib import Path

import pytest

from mtgrules import Game
from mtgrules.decks import load_deck
from mtgrules.rng import Rng

TOYS = Path(__file__).resolve().parents[1] / "data" / "mana-toys.txt"


@pytest.mark.parametrize("seed,opponent", [(1, "red"), (2, "green"), (3, "blue-white"),
                                           (4, "toys"), (5, "red"), (6, "toys")])
def test_random_game_with_mana_cards_ends(seed: int, opponent: str) -> None:
    toys = load_deck(str(TOYS)).card_names()
    other = toys if opponent == "toys" else load_deck(opponent).card_names()
    game = Game.new([toys, other], ["A", "B"], seed=seed)
    rng = Rng(seed * 7919)
    n = 0
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        n += 1
        assert n < 30000, "game did not end"
        for p in game.state.players:
            assert all(m >= 0 for m in p.mana)
    assert game.winner in (-1, 0, 1)
    cards = [o for o in game.state.objects.values() if o.kind == "card" and o.zone != "gone"]
    assert len(cards) == len(toys) + len(other) == 120  # every card still in exactly one zone
