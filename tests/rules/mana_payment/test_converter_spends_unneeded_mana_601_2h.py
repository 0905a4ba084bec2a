"""A mana ability with a mana cost (a converter, CR 605.3b) is paid, during the payment of a
spell's cost, with mana the spell doesn't need (the player's choice of mana, 601.2h): with
two Islands, two Llanowar Elves and a tapped Pili-Pala, {G}{G}{G} is payable (UU pays
Pili-Pala's {2}, its {Q} gives G), offered, and paid by the automatic payment. Found by the
payment property test: the converter used to pay its {2} with a green mana."""

from __future__ import annotations

from tests.rules._helpers import board, pay_auto

from mtgrules.mana import ManaCost
from mtgrules.rules.mana_planner import can_pay
from mtgrules.state.decision import Action

BOARD = """
players:
  - name: Alice
    battlefield: [Island, Island, {card: Pili-Pala, tapped: true},
                  Llanowar Elves, Llanowar Elves]
    hand: [Leatherback Baloth]
    library: [Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
"""


def test_601_2h_a_converter_is_paid_with_mana_the_spell_does_not_need() -> None:
    g = board(BOARD)
    assert can_pay(g.state, 0, ManaCost(("G", "G", "G")))
    baloth = g.state.players[0].hand[0]
    assert Action("cast", (baloth,)) in g.legal_actions()
    g.apply(Action("cast", (baloth,)))
    pay_auto(g)
    s = g.state
    assert [s.objects[x].card for x in s.stack] == ["Leatherback Baloth"]
    assert s.players[0].mana == [0, 0, 0, 0, 0, 0]
    pili = next(x for x in s.battlefield if s.objects[x].card == "Pili-Pala")
    assert not s.objects[pili].tapped                 # its {Q} was used
    assert all(s.objects[x].tapped for x in s.battlefield
               if s.objects[x].card in ("Island", "Llanowar Elves"))
