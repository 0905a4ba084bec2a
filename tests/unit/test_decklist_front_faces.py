"""Decklists name multi-face cards as Arena exports them, by the front face ("4 Rimrock
Knight"), and by the full "A // B" name; both resolve to the card (issue 8: accept what Arena
accepts). ``Game.new`` takes exact names and says which one the engine uses."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.cards.status import load_playable_deck
from mtgrules.errors import DeckError, UnknownCardError
from mtgrules.game import Game


def test_front_face_names_of_multi_face_cards_resolve(tmp_path: Path) -> None:
    f = tmp_path / "deck.txt"
    f.write_text("Deck\n4 Rimrock Knight\n4 assault // battery\n52 Mountain\n")
    deck = load_playable_deck(str(f))
    names = deck.card_names()
    assert names.count("Rimrock Knight // Boulder Rush") == 4
    assert names.count("Assault // Battery") == 4
    assert len(names) == 60


def test_a_misspelt_front_face_is_an_unknown_card_on_its_line(tmp_path: Path) -> None:
    f = tmp_path / "deck.txt"
    f.write_text("Deck\n4 Rimrock Knigt\n56 Mountain\n")
    with pytest.raises(DeckError, match="unknown card 'Rimrock Knigt'") as e:
        load_playable_deck(str(f))
    assert e.value.line == 2


def test_game_new_names_the_engines_name_for_a_front_face() -> None:
    with pytest.raises(UnknownCardError, match="did you mean 'Rimrock Knight // Boulder Rush'"):
        Game.new([["Rimrock Knight"] * 10, ["Mountain"] * 10])
