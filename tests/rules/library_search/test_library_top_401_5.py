"""Playing with the top card of a library revealed (CR 401.5) and playing lands from there
(305.1): what each player's view shows and which land plays are offered."""

from __future__ import annotations

from tests.rules._helpers import board

from mtgrules.agents.view import PlayerView
from mtgrules.game import Game


def _game(courser: bool, top: str) -> Game:
    return board(f"""
players:
  - name: Alice
    battlefield: [{'Courser of Kruphix' if courser else 'Grizzly Bears'}]
    library: [{top}, Island]
  - name: Bob
    library: [Plains, Swamp]
turn: {{active: Alice, step: precombat_main}}
""")


def test_top_card_revealed_to_every_player() -> None:
    g = _game(True, "Lightning Bolt")
    top = g.state.players[0].library[0]
    second = g.state.players[0].library[1]
    bob_top = g.state.players[1].library[0]
    for viewer in (0, 1):
        info = PlayerView(g, viewer).info(top)
        assert info is not None and info.name == "Lightning Bolt"
        assert PlayerView(g, viewer).info(second) is None
    assert PlayerView(g, 0).info(bob_top) is None


def test_top_card_hidden_without_the_effect() -> None:
    g = _game(False, "Lightning Bolt")
    top = g.state.players[0].library[0]
    assert PlayerView(g, 0).info(top) is None
    assert PlayerView(g, 1).info(top) is None


def test_only_a_land_on_top_is_a_land_play() -> None:
    for top, offered in (("Forest", True), ("Lightning Bolt", False)):
        g = _game(True, top)
        lib_top = g.state.players[0].library[0]
        assert g.decision is not None
        plays = [a for a in g.decision.options if a.kind == "play"]
        assert (plays == [plays[0]] and plays[0].args == (lib_top,)) if offered else not plays
