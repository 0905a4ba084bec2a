"""Looking at the top cards of a library (CR 701.20e, 401.2) on real games: the order the
looker chooses, "put them back in any order", the cards shown only to the looker, and the
clone/JSON round trip in the middle of a look."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules import Game
from mtgrules.agents.view import PlayerView
from mtgrules.state.decision import Action


def _names(game: Game, ids: list[int]) -> list[str]:
    return [game.state.objects[i].card for i in ids]


def _choose(game: Game, card: str) -> None:
    lib = game.state.players[0].library
    game.apply(option(game, "choose_card", named(game, lib, card)))


def _cast_anticipate() -> Game:
    g = board("""
players:
  - name: Alice
    battlefield: [Island, Island]
    hand: [Anticipate]
    library: [Forest, Mountain, Plains, Swamp]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, "Anticipate")))
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    return g


def test_rest_on_the_bottom_in_the_order_chosen() -> None:
    g = _cast_anticipate()
    d = g.decision
    assert d is not None and d.player == 0 and len(d.options) == 3  # no "none": take one
    _choose(g, "Plains")
    _choose(g, "Mountain")  # put on the bottom first, then Forest below it
    p = g.state.players[0]
    assert _names(g, p.hand) == ["Plains"]
    assert _names(g, p.library) == ["Swamp", "Mountain", "Forest"]


def test_only_the_looker_sees_the_cards() -> None:
    g = _cast_anticipate()
    lib = g.state.players[0].library
    forest, swamp = named(g, lib, "Forest"), named(g, lib, "Swamp")
    alice, bob = PlayerView(g, 0), PlayerView(g, 1)
    assert alice.info(forest) is not None and alice.info(forest).name == "Forest"
    assert bob.info(forest) is None
    assert alice.info(swamp) is None  # the fourth card is not looked at
    _choose(g, "Forest")
    _choose(g, "Mountain")
    assert "looked_at" not in g.state.extra
    assert PlayerView(g, 0).info(named(g, g.state.players[0].library, "Plains")) is None


def test_a_look_survives_clone_and_json() -> None:
    g = _cast_anticipate()
    for copy in (g.clone(), Game.from_json(g.to_json())):
        lib = copy.state.players[0].library
        copy.apply(option(copy, "choose_card", named(copy, lib, "Mountain")))
        copy.apply(option(copy, "choose_card", named(copy, lib, "Forest")))
        assert _names(copy, copy.state.players[0].library) == ["Swamp", "Forest", "Plains"]


def test_put_them_back_in_any_order() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Island, Island, Island, Island, Island, Island, Island]
    hand: [Aven Fateshaper]
    library: [Forest, Mountain, Plains, Swamp, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, "Aven Fateshaper")))
    pay_auto(g)
    for _ in range(4):  # the spell resolves, then its enters trigger
        if g.decision is not None and g.decision.kind == "choose":
            break
        g.apply(Action("pass"))
    for card in ("Swamp", "Forest", "Plains"):  # the first chosen is the top card
        _choose(g, card)
    assert _names(g, g.state.players[0].library) == ["Swamp", "Forest", "Plains", "Mountain",
                                                     "Island"]
