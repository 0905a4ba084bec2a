"""Who may see an object (rules/visibility.py, CR 401.2, 402.3, 406.3): an action read on a
player's behalf, and the error refusing it, never name a card hidden from that player; a hidden
id gets the same answer as an id that doesn't exist (issue 26)."""

from __future__ import annotations

import pytest

from mtgrules.agents import PlayerView
from mtgrules.decks import load_deck
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.rules.visibility import hidden_from, name_seen_by


def new_game() -> Game:
    return Game.new([load_deck("red").card_names(), load_deck("green").card_names()],
                    ["Alice", "Bob"], seed=1)


def refusal(g: Game, text: str) -> str:
    with pytest.raises(IllegalActionError) as info:
        g.apply(text)
    return str(info.value)


def test_errors_never_name_a_hidden_card() -> None:
    g = new_game()
    assert g.decision is not None
    me = g.decision.player
    hidden = [oid for oid in g.state.objects if hidden_from(g.state, oid, me)]
    assert hidden
    unknown = max(g.state.objects) + 1000
    answer_for_unknown = refusal(g, f"play x#{unknown}").replace(str(unknown), "N")
    for oid in hidden:
        message = refusal(g, f"play x#{oid}")
        assert g.state.objects[oid].card not in message
        assert message.replace(str(oid), "N") == answer_for_unknown


def test_a_visible_card_is_named_when_the_name_is_wrong() -> None:
    g = new_game()
    assert g.decision is not None
    me = g.decision.player
    mine = g.state.players[me].hand[0]
    card = g.state.objects[mine].card
    assert f"#{mine} is {card}, not x" in refusal(g, f"play x#{mine}")


def test_the_player_view_and_the_notation_agree_on_names() -> None:
    g = new_game()
    for player in (0, 1):
        view = PlayerView(g, player)
        for oid in g.state.objects:
            assert view.object_name(oid) == name_seen_by(g.state, oid, player)
