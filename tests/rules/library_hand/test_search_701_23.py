"""Searches to the top of the library and for up to N cards (CR 701.23, 701.24) on real
games."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules.state.decision import Action


def test_shuffle_then_put_that_card_on_top() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Plains, Plains, Plains]
    hand: [Moon-Blessed Cleric]
    library: [Island, Forest, Pacifism, Mountain, Swamp]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, "Moon-Blessed Cleric")))
    pay_auto(g)
    while g.decision is not None and g.decision.kind == "priority":
        g.apply(Action("pass"))
    g.apply(Action("yes"))  # "you may search"
    lib = g.state.players[0].library
    d = g.decision
    assert d is not None and {o.args[0] for o in d.options} == {named(g, lib, "Pacifism"), 0}
    g.apply(option(g, "choose_card", named(g, lib, "Pacifism")))
    lib = g.state.players[0].library
    assert g.state.objects[lib[0]].card == "Pacifism" and len(lib) == 5


def test_up_to_two_stops_at_two() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Forest, Forest, Forest, Forest, Forest]
    hand: [Explosive Vegetation]
    library: [Forest, Island, Plains, Swamp]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, "Explosive Vegetation")))
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    for card in ("Island", "Swamp"):
        g.apply(option(g, "choose_card", named(g, g.state.players[0].library, card)))
    bf = [g.state.objects[o] for o in g.state.battlefield]
    got = sorted(o.card for o in bf if o.card in ("Island", "Swamp"))
    assert got == ["Island", "Swamp"] and all(o.tapped for o in bf if o.card in got)
    assert len(g.state.players[0].library) == 2
