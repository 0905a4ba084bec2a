"""The top card of a library (CR 401.2, 601.3): Ranger Class level 3 lets its controller look
at it any time (the player view shows it) and cast it when it is a creature card."""

from __future__ import annotations

from tests.rules._helpers import board

from mtgrules.agents.view import PlayerView


def _game(level: int):  # type: ignore[no-untyped-def]
    return board(f"""
players:
  - name: Alice
    battlefield: [{{card: Ranger Class, level: {level}}}, Forest, Forest]
    library: [Grizzly Bears, Forest]
  - name: Bob
    library: [Forest]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")


def test_401_2_the_view_shows_the_top_card_only_with_the_ability() -> None:
    g = _game(3)
    top = g.state.players[0].library[0]
    alice, bob = PlayerView(g, 0), PlayerView(g, 1)
    assert alice.library_top() == top
    info = alice.info(top)
    assert info is not None and info.name == "Grizzly Bears"
    assert bob.info(top) is None and bob.library_top() is None  # not Bob's to see
    assert bob.info(g.state.players[1].library[0]) is None
    assert alice.info(g.state.players[0].library[1]) is None  # only the top card
    low = _game(2)
    assert PlayerView(low, 0).library_top() is None
    assert PlayerView(low, 0).info(low.state.players[0].library[0]) is None


def test_601_3_the_top_creature_card_is_castable_only_at_level_3() -> None:
    for level, castable in ((2, False), (3, True)):
        g = _game(level)
        top = g.state.players[0].library[0]
        assert any(o.kind == "cast" and o.args[0] == top for o in g.legal_actions()) is castable
