"""Partner (CR 702.124a, 702.124h): a deck-construction keyword of the Commander variant that
functions before the game begins; a card with it compiles and plays, the keyword renders back,
and it changes nothing in a game (Rograkh, Son of Rohgahh is a 0/1 first strike, menace,
trample creature with partner)."""

from __future__ import annotations

from tests.rules._helpers import advance, board, pay_auto

from mtgrules.model import KeywordName
from mtgrules.oracle import compiled_definition
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action


def test_702_124_a_card_with_partner_compiles_with_the_keyword() -> None:
    d = compiled_definition("Rograkh, Son of Rohgahh")
    assert d is not None
    names = [getattr(a, "name", None) for a in d.abilities]
    assert KeywordName.PARTNER in names and KeywordName.TRAMPLE in names


def test_702_124a_partner_does_nothing_in_a_game() -> None:
    g = board("""
players:
  - name: Alice
    hand: ["Rograkh, Son of Rohgahh"]
    library: [Mountain, Mountain]
  - name: Bob
    library: [Forest, Forest]
turn: {active: Alice, step: precombat_main}
""")
    rograkh = g.state.players[0].hand[0]
    g.apply(Action("cast", (rograkh,)))          # mana cost {0}
    pay_auto(g)
    advance(g, lambda x: not x.state.stack and x.decision is not None
            and x.decision.kind == "priority")
    s = g.state
    perm = next(x for x in s.battlefield if s.objects[x].card == "Rograkh, Son of Rohgahh")
    c = characteristics(s, perm)
    assert (c.power, c.toughness) == (0, 1)
    assert {"first strike", "menace", "trample", "partner"} <= set(c.keywords)
    assert s.players[0].life == 20 and s.players[1].life == 20
