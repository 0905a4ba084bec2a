"""CR 107.4h, 106.4: the pool remembers which of its mana snow sources produced
(``extra["snow_mana"]``, saved with the game); {S} is paid only with that mana, other costs
spend mana that isn't snow first, and the record empties with the pool."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.rules.snow_mana import snow_pool
from mtgrules.state.decision import Action

BOARD = """
players:
  - name: Alice
    hand: [Disfigure]
    battlefield: [Chilling Shade, Swamp, Snow-Covered Swamp]
  - name: Bob
    battlefield: [Hill Giant]
turn: {active: Alice, step: precombat_main}
"""


def _tap_for_mana(g: Game, card: str) -> None:
    oid = named(g, g.state.battlefield, card)
    g.apply(next(a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == oid))


def _shade_ability(g: Game) -> Action | None:
    shade = named(g, g.state.battlefield, "Chilling Shade")
    return next((a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == shade),
                None)


def test_floating_snow_mana_survives_a_save_and_pays_s() -> None:
    g = board(BOARD)
    _tap_for_mana(g, "Snow-Covered Swamp")
    assert snow_pool(g.state, 0) == [0, 0, 1, 0, 0, 0]
    g2 = Game.from_json(g.to_json())
    assert snow_pool(g2.state, 0) == [0, 0, 1, 0, 0, 0]
    for game in (g, g2):
        a = _shade_ability(game)
        assert a is not None
        game.apply(a)
        pay_auto(game)
        game.apply(Action("pass"))
        game.apply(Action("pass"))
    assert g.to_json() == g2.to_json()
    st = g2.state
    assert characteristics(st, named(g2, st.battlefield, "Chilling Shade")).power == 2
    assert st.players[0].mana == [0] * 6 and snow_pool(st, 0) == [0] * 6
    assert not st.objects[named(g2, st.battlefield, "Swamp")].tapped


def test_other_costs_spend_mana_that_isnt_snow_first() -> None:
    g = board(BOARD)
    _tap_for_mana(g, "Snow-Covered Swamp")
    _tap_for_mana(g, "Swamp")
    assert g.state.players[0].mana == [0, 0, 2, 0, 0, 0]
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, "Disfigure")))
    g.apply(option(g, "target", named(g, g.state.battlefield, "Hill Giant")))
    pay_auto(g)
    assert snow_pool(g.state, 0) == [0, 0, 1, 0, 0, 0]  # the Swamp's {B} paid Disfigure
    assert _shade_ability(g) is not None


def test_mana_that_isnt_snow_cant_pay_s_and_snow_mana_empties_with_the_pool() -> None:
    g = board(BOARD.replace(", Snow-Covered Swamp]", "]"))
    _tap_for_mana(g, "Swamp")
    assert g.state.players[0].mana == [0, 0, 1, 0, 0, 0]
    assert snow_pool(g.state, 0) == [0] * 6
    assert _shade_ability(g) is None  # the floating {B} isn't snow (CR 107.4h)
    g2 = board(BOARD)
    _tap_for_mana(g2, "Snow-Covered Swamp")
    g2.apply(Action("pass"))
    g2.apply(Action("pass"))  # the step ends: mana empties (CR 106.4)
    assert g2.state.players[0].mana == [0] * 6 and "snow_mana" not in g2.state.extra
