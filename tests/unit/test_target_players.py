"""The slots of "any number of target players" (CR 115.1, 601.2c): one per player a game can
have."""

from mtgrules.game_setup import MAX_PLAYERS
from mtgrules.model.target_players import ANY_NUMBER_OF_PLAYERS


def test_one_slot_per_player_a_game_can_have() -> None:
    assert ANY_NUMBER_OF_PLAYERS == MAX_PLAYERS
