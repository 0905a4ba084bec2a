"""CR 601.2f: spell cost increases and reductions when the total cost is determined; affinity
(CR 702.41a). Played on real games with compiled cards."""

from __future__ import annotations

from tests.rules._helpers import board, has_option, named, option, pay_auto

from mtgrules import Game


def _lands_tapped(g: Game, land: str) -> list[bool]:
    s = g.state
    return [s.objects[x].tapped for x in s.battlefield if s.objects[x].card == land]


def _cast(g: Game, card: str) -> None:
    s = g.state
    oid = next(x for x in s.players[0].hand if s.objects[x].card == card)
    g.apply(option(g, "cast", oid))
    pay_auto(g)
    while s.stack:
        g.apply(option(g, "pass"))
        pay_auto(g)


def test_affinity_for_artifacts_reduces_by_artifacts_you_control() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Frogmite]
    battlefield: [Ornithopter, Memnite, Island, Island, Island]
  - name: Bob
    battlefield: [Ornithopter]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    _cast(g, "Frogmite")
    s = g.state
    assert "Frogmite" in [s.objects[x].card for x in s.battlefield]
    assert sorted(_lands_tapped(g, "Island")) == [False, True, True]  # {4} - 2 = {2}


def test_affinity_counts_only_your_artifacts() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Frogmite]
    battlefield: [Ornithopter, Island, Island]
  - name: Bob
    battlefield: [Ornithopter, Memnite]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert not has_option(g, "cast")  # {4} - 1 = {3} with two Islands


def test_spells_you_cast_cost_less_only_generic_and_only_the_named_types() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Divination, Grizzly Bears]
    library: [Forest, Forest, Forest]
    battlefield: [Goblin Electromancer, Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bears = next(x for x in s.players[0].hand if s.objects[x].card == "Grizzly Bears")
    assert not has_option(g, "cast", bears)  # {1}{G}: a creature spell gets no reduction
    _cast(g, "Divination")  # {2}{U} - {1} = {1}{U}
    assert _lands_tapped(g, "Island") == [True, True]
    assert sorted(s.objects[x].card for x in s.players[0].hand) == ["Forest", "Forest",
                                                                    "Grizzly Bears"]


def test_spells_cost_more_for_every_player() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Bob
    battlefield: [Sphere of Resistance]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert not has_option(g, "cast")  # {R} + {1}
    g = board("""
players:
  - name: Alice
    hand: [Lightning Bolt]
    battlefield: [Mountain, Mountain]
  - name: Bob
    battlefield: [Sphere of Resistance]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    g.apply(option(g, "target", -2))
    pay_auto(g)
    while s.stack:
        g.apply(option(g, "pass"))
    assert s.players[1].life == 17
    assert _lands_tapped(g, "Mountain") == [True, True]


def test_costs_less_for_each_card_in_your_graveyard() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Ore-Scale Guardian]
    graveyard: [Forest, Island, Swamp, Grizzly Bears]
    battlefield: [Mountain, Mountain, Mountain, Mountain]
  - name: Bob
    graveyard: [Forest, Forest]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    _cast(g, "Ore-Scale Guardian")  # {5}{R}{R} - 3 land cards = {2}{R}{R}
    s = g.state
    assert "Ore-Scale Guardian" in [s.objects[x].card for x in s.battlefield]
    assert _lands_tapped(g, "Mountain") == [True] * 4


def test_costs_less_if_you_control_a_wizard() -> None:
    body = """
players:
  - name: Alice
    hand: [Academy Journeymage]
    battlefield: [Island, Island, Island, Island{more}]
  - name: Bob
    battlefield: [Grizzly Bears, Goblin Electromancer]
turn: {{active: Alice, step: precombat_main, number: 3}}
"""
    assert not has_option(board(body.format(more="")), "cast")  # {4}{U}; Bob's Wizard
    g = board(body.format(more=", Goblin Electromancer"))
    _cast(g, "Academy Journeymage")
    s = g.state
    assert "Academy Journeymage" in [s.objects[x].card for x in s.battlefield]
    assert _lands_tapped(g, "Island") == [True] * 4


def test_costs_less_if_it_targets_a_tapped_creature_only_those_targets_offered() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Ajani's Response]
    battlefield: [Plains, Plains]
  - name: Bob
    battlefield: [Grizzly Bears, {card: Hill Giant, tapped: true}]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bears, giant = (named(g, s.battlefield, n) for n in ("Grizzly Bears", "Hill Giant"))
    g.apply(option(g, "cast", s.players[0].hand[0]))
    d = g.decision
    assert d is not None and d.kind == "target"
    assert {o.args[0] for o in d.options} == {giant}  # {4}{W} unaffordable: the tapped one
    g.apply(option(g, "target", giant))
    pay_auto(g)
    while s.stack:
        g.apply(option(g, "pass"))
    assert s.objects[giant].zone == "gone" and s.objects[bears].zone == "battlefield"
    assert _lands_tapped(g, "Plains") == [True, True]  # {4}{W} - {3} = {1}{W}


def test_target_conditional_reduction_without_a_tapped_target() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Ajani's Response]
    battlefield: [Plains, Plains]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert not has_option(g, "cast")
