"""CR 107.4f, 601.2b, 602.2b, 119.4: each Phyrexian symbol of a cost is announced as paid with
mana or 2 life (a ``phyrexian`` decision per symbol, offered only when both keep the payment
completable), the life is paid with the mana, and a game saved at that decision (while
casting a spell, or while paying an activated ability's cost) continues identically."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action, PhyrexianContext

SPELL = """
players:
  - name: Alice
    life: 20
    hand: [Dismember]
    battlefield: [Swamp, Swamp, Swamp]
  - name: Bob
    battlefield: [Hill Giant]
turn: {active: Alice, step: precombat_main}
"""

ABILITY = """
players:
  - name: Alice
    life: 20
    battlefield: [Immolating Souleater, Mountain]
  - name: Bob
    battlefield: [Hill Giant]
turn: {active: Alice, step: precombat_main}
"""

MANA = Action("choose", ("mana",))
LIFE = Action("choose", ("life",))


def test_dismember_choice_is_one_decision_per_symbol_and_survives_a_save() -> None:
    g = board(SPELL)
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, "Dismember")))
    g.apply(option(g, "target", named(g, s.battlefield, "Hill Giant")))
    d = g.decision
    assert d is not None and d.kind == "phyrexian"
    assert set(d.options) == {MANA, LIFE}
    assert d.context == PhyrexianContext(symbol="{B/P}", cost="{1}{B/P}{B/P}")
    g2 = Game.from_json(g.to_json())
    assert g2.decision == g.decision
    for game in (g, g2):
        game.apply(LIFE)
        d2 = game.decision
        assert d2 is not None and d2.kind == "phyrexian"
        assert d2.context == PhyrexianContext(symbol="{B/P}", cost="{1}{B/P}")
        mid = Game.from_json(game.to_json())  # the life chosen so far is saved too
        assert mid.decision == d2
        game.apply(MANA)
        pay_auto(game)
        game.apply(Action("pass"))
        game.apply(Action("pass"))
    assert g.to_json() == g2.to_json()
    assert g2.state.players[0].life == 18
    tapped = [o for o in g2.state.battlefield
              if g2.state.objects[o].card == "Swamp" and g2.state.objects[o].tapped]
    assert len(tapped) == 2
    assert named(g2, g2.state.players[1].graveyard, "Hill Giant")


def test_activated_ability_phyrexian_cost_paid_with_life_after_a_save() -> None:
    g = board(ABILITY)
    s = g.state
    dog = named(g, s.battlefield, "Immolating Souleater")
    g.apply(next(a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == dog))
    d = g.decision
    assert d is not None and d.kind == "phyrexian" and set(d.options) == {MANA, LIFE}
    g2 = Game.from_json(g.to_json())
    for game in (g, g2):
        game.apply(LIFE)
        game.apply(Action("pass"))
        game.apply(Action("pass"))
    assert g.to_json() == g2.to_json()
    st = g2.state
    assert st.players[0].life == 18
    assert not st.objects[named(g2, st.battlefield, "Mountain")].tapped
    assert characteristics(st, dog).power == 2


def test_no_life_option_below_two_life() -> None:
    g = board(ABILITY.replace("life: 20", "life: 1"))
    dog = named(g, g.state.battlefield, "Immolating Souleater")
    g.apply(next(a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == dog))
    d = g.decision
    assert d is None or d.kind != "phyrexian"  # only mana is possible: not asked (119.4)
    pay_auto(g)
    assert g.state.players[0].life == 1
    assert g.state.objects[named(g, g.state.battlefield, "Mountain")].tapped


def test_not_activatable_without_red_mana_at_one_life() -> None:
    g = board(ABILITY.replace("life: 20", "life: 1").replace(", Mountain]", "]"))
    dog = named(g, g.state.battlefield, "Immolating Souleater")
    assert not any(a.kind == "activate" and a.args[0] == dog for a in g.legal_actions())
