"""Creature lands (CR 613.1d-e, 614.1c): the color the effect sets, and "enters tapped" only
with two or more other lands."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action


def test_land_becomes_a_white_and_blue_creature_and_keeps_its_land_type() -> None:
    g = board("players:\n  - name: Alice\n    battlefield: [Celestial Colonnade, Plains, Plains,"
              " Island, Island, Island]\n  - name: Bob\n"
              "turn: {active: Alice, step: precombat_main}\n")
    s = g.state
    land = named(g, s.battlefield, "Celestial Colonnade")
    before = characteristics(s, land)
    assert "Creature" not in before.types and not before.colors
    key = next(o.args[1] for o in g.decision.options  # type: ignore[union-attr]
               if o.kind == "activate" and o.args[0] == land and str(o.args[1]).endswith("#2"))
    g.apply(option(g, "activate", land, key))
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    c = characteristics(g.state, land)
    assert {"Land", "Creature"} <= set(c.types) and "Elemental" in c.subtypes
    assert set(c.colors) == {"W", "U"}
    assert (c.power, c.toughness) == (4, 4)
    assert {"flying", "vigilance"} <= set(c.keywords)


def test_enters_untapped_with_fewer_than_two_other_lands() -> None:
    g = board("players:\n  - name: Alice\n    hand: [Cave of the Frost Dragon]\n"
              "    battlefield: [Plains]\n  - name: Bob\n"
              "turn: {active: Alice, step: precombat_main}\n")
    cave = named(g, g.state.players[0].hand, "Cave of the Frost Dragon")
    g.apply(option(g, "play", cave))
    new = named(g, g.state.battlefield, "Cave of the Frost Dragon")
    assert not g.state.objects[new].tapped
