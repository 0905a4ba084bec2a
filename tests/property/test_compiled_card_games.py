"""Card fuzz test (issue 9, section 5): random decks of compiled cards play random games to
the end without an exception, every card staying in exactly one zone."""

from __future__ import annotations

import random

import pytest

from mtgrules.exercise import implemented_cards
from mtgrules.game import Game
from mtgrules.rng import Rng

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@pytest.mark.parametrize("seed", range(6))
def test_random_decks_of_compiled_cards_play_to_the_end(seed: int) -> None:
    pick = random.Random(seed)
    names = implemented_cards()
    decks = [pick.sample(names, 24) + list(BASICS) * 4 for _ in range(2)]
    game = Game.new(decks, ["A", "B"], seed=seed)
    agent = Rng(seed)
    n = 0
    while not game.over and n < 4000:
        options = game.legal_actions()
        assert options
        game.apply(agent.choice(options))
        n += 1
    s = game.state
    cards = sum(1 for o in s.objects.values() if o.kind == "card"  # a phased-out permanent
                and o.zone in ("battlefield", "stack", "exile", "library", "hand", "graveyard",
                               "phased_out"))  # is still on the battlefield (CR 702.26d)
    assert cards == 2 * 44
    casts = [e for e in s.log if e.get("event") in ("cast", "play_land", "land")]
    assert casts, "no card was cast or played"
