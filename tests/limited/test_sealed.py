"""Sealed (CR 100.2b): six seeded boosters make the same pool every time; the automatic deck
has 40 cards in two colours with 17 basic lands, loads as a decklist, and plays a game to its
end."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from click.testing import CliRunner

import mtgrules  # noqa: F401  (wiring: the compiled cards' status)
from mtgrules.agents import make_agent
from mtgrules.cards.status import load_playable_deck
from mtgrules.cli import main
from mtgrules.deck_checks import DeckFormat, check_deck, registry_facts
from mtgrules.game import Game
from mtgrules.limited.card_facts import card_facts
from mtgrules.limited.deck_building import BASIC_OF
from mtgrules.limited.sealed import sealed_pool
from mtgrules.runner import play_game


def test_sealed_pool_is_six_seeded_boosters() -> None:
    pool = sealed_pool("AFR", seed=3)
    assert len(pool.boosters) == 6 and len(pool.cards) == 90
    assert pool == sealed_pool("AFR", seed=3)
    assert pool.cards != sealed_pool("AFR", seed=4).cards


def test_automatic_deck_is_40_cards_two_colours_17_basics_from_the_pool() -> None:
    pool = sealed_pool("AFR", seed=1)
    deck = pool.deck()
    names = deck.card_names()
    assert len(names) == 40
    assert len(deck.colors) == 2  # which two depends on the cards implemented
    basics = [n for n in names if n in BASIC_OF.values()]
    assert len(basics) == 17 and set(basics) == {BASIC_OF[c] for c in deck.colors}
    spells = Counter(n for n in names if n not in BASIC_OF.values())
    have = Counter(pool.cards)
    for name, k in spells.items():
        f = card_facts(name)
        assert f.implemented and set(f.colors) <= set(deck.colors) and have[name] >= k, name
    side = sum(k for k, _ in deck.sideboard)
    assert side == 90 - 23  # the pool's other cards (basic lands added freely)


def test_sealed_deck_loads_and_plays_a_game_to_the_end(tmp_path: Path) -> None:
    files = []
    for seed in (1, 2):
        out = tmp_path / f"sealed{seed}.txt"
        r = CliRunner().invoke(main, ["sealed", "AFR", "--seed", str(seed), "--deck-out",
                                      str(out)])
        assert r.exit_code == 0, r.output
        assert "Deck" in r.stdout and "# booster 6:" in r.stdout
        files.append(out)
    decks = [load_playable_deck(str(f)) for f in files]
    for d in decks:
        assert check_deck(d, DeckFormat.LIMITED, registry_facts) == []
        assert len(d.card_names()) == 40
    game = Game.new([d.card_names() for d in decks], ["Alice", "Bob"], seed=5)
    play_game(game, [make_agent("heuristic", 11), make_agent("heuristic", 12)],
              max_decisions=50_000)
    assert game.over and game.winner in (0, 1)
    assert any(p.lost for p in game.state.players)
