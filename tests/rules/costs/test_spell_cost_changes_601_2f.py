"""CR 601.2f: spell cost increases and reductions when the total cost is determined; affinity
(CR 702.41a). Played on real games with compiled cards."""

from __future__ import annotations

from tests.rules._helpers import board, has_option, option, pay_auto

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
