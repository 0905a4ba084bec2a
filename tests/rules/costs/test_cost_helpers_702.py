"""Convoke (CR 702.51a), delve (702.66a), improvise (702.126a): tapping creatures or
artifacts, or exiling cards from the graveyard, pays part of a spell's total cost, one
``choose`` decision per helper; and "As an additional cost to cast this spell, discard a card"
(CR 118.8, 601.2h). Played on real games with compiled cards."""

from __future__ import annotations

from tests.rules._helpers import board, has_option, named, option, pay_auto

from mtgrules import Game


def _zone(g: Game, zone: str, player: int = 0) -> list[str]:
    return sorted(g.state.objects[x].card for x in getattr(g.state.players[player], zone))


def _resolve(g: Game) -> None:
    while g.state.stack:
        g.apply(option(g, "pass"))


def test_convoke_taps_creatures_for_colored_and_generic_mana() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Stoke the Flames]
    battlefield: [Mountain, Mountain, Llanowar Elves, Hill Giant]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bf = list(s.battlefield)
    giant, elves = named(g, bf, "Hill Giant"), named(g, bf, "Llanowar Elves")
    g.apply(option(g, "cast", s.players[0].hand[0]))
    g.apply(option(g, "target", -2))
    # three mana can't pay {2}{R}{R}: "done" is not offered before a creature helps
    assert g.decision is not None and g.decision.kind == "choose"
    assert not has_option(g, "done")
    g.apply(option(g, "choose_card", giant))  # pays {R} (a red creature)
    assert has_option(g, "done")  # {2}{R} is left: the Mountains and the Elves pay it
    g.apply(option(g, "choose_card", elves))  # pays {1} (green: generic only here)
    assert g.decision is not None and g.decision.kind == "pay_mana"  # no helper is left
    pay_auto(g)
    _resolve(g)
    assert s.players[1].life == 16
    assert all(s.objects[x].tapped for x in bf)
    assert s.players[0].mana == [0] * 6
    assert _zone(g, "graveyard") == ["Stoke the Flames"]
    assert any(e["event"] == "convoke" and e["rule"] == "702.51a" for e in s.log)


def test_convoke_needs_enough_creatures() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Stoke the Flames]
    battlefield: [Mountain, Mountain, Hill Giant]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert not has_option(g, "cast")


def test_convoke_whole_cost_with_creatures_only() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Stoke the Flames]
    battlefield: [Hill Giant, Hill Giant, Grizzly Bears, Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    g.apply(option(g, "target", -2))
    for _ in range(4):
        d = g.decision
        assert d is not None and d.kind == "choose"
        g.apply(d.options[0])
    _resolve(g)
    assert s.players[1].life == 16
    assert all(s.objects[x].tapped for x in s.battlefield)


def test_delve_exiles_graveyard_cards_for_generic_mana() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Treasure Cruise]
    library: [Forest, Forest, Forest, Forest]
    graveyard: [Grizzly Bears, Grizzly Bears, Grizzly Bears, Hill Giant, Hill Giant, Hill Giant,
                Memnite, Ornithopter]
    battlefield: [Island]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    g.apply(option(g, "cast", s.players[0].hand[0]))
    for _ in range(7):
        d = g.decision
        assert d is not None and d.kind == "choose" and not has_option(g, "done")
        g.apply(d.options[0])
    pay_auto(g)
    _resolve(g)
    assert len(s.exile) == 7
    assert _zone(g, "graveyard") == ["Ornithopter", "Treasure Cruise"]
    assert _zone(g, "hand") == ["Forest"] * 3
    assert s.objects[s.battlefield[0]].tapped


def test_delve_not_castable_with_too_few_cards() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Treasure Cruise]
    graveyard: [Grizzly Bears, Grizzly Bears]
    battlefield: [Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert not has_option(g, "cast")


def test_improvise_taps_artifacts_for_generic_mana() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Arc Reactor]
    battlefield: [Ornithopter, Memnite, Island, Island, Island, Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bf = list(s.battlefield)
    bears = named(g, bf, "Grizzly Bears")
    g.apply(option(g, "cast", s.players[0].hand[0]))
    d = g.decision
    assert d is not None and d.kind == "choose"
    helpers = {o.args[0] for o in d.options if o.kind == "choose_card"}
    assert helpers == {named(g, bf, "Ornithopter"), named(g, bf, "Memnite")}  # not the Bears
    g.apply(option(g, "choose_card", named(g, bf, "Ornithopter")))
    g.apply(option(g, "choose_card", named(g, bf, "Memnite")))
    pay_auto(g)
    _resolve(g)
    assert "Arc Reactor" in [s.objects[x].card for x in s.battlefield]
    assert all(s.objects[x].tapped for x in bf if x != bears)
    assert not s.objects[bears].tapped


def test_additional_cost_discard_a_card() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Big Score, Hill Giant, Forest]
    library: [Island, Island, Island]
    battlefield: [Mountain, Mountain, Mountain, Mountain]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    hand = list(s.players[0].hand)
    g.apply(option(g, "cast", named(g, hand, "Big Score")))
    pay_auto(g)
    d = g.decision
    assert d is not None and d.kind == "choose"
    g.apply(option(g, "choose_card", named(g, hand, "Hill Giant")))
    _resolve(g)
    assert _zone(g, "graveyard") == ["Big Score", "Hill Giant"]
    assert _zone(g, "hand") == ["Forest", "Island", "Island"]
    assert [s.objects[x].card for x in s.battlefield].count("Treasure") == 2


def test_additional_cost_discard_needs_another_card() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Big Score]
    battlefield: [Mountain, Mountain, Mountain, Mountain]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert not has_option(g, "cast")


def test_additional_cost_sacrifice_an_artifact_or_creature() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Deadly Dispute]
    library: [Island, Island, Island]
    battlefield: [Swamp, Swamp, Grizzly Bears, Memnite]
  - name: Bob
    battlefield: [Ornithopter]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bf = list(s.battlefield)
    g.apply(option(g, "cast", s.players[0].hand[0]))
    pay_auto(g)
    d = g.decision
    assert d is not None and d.kind == "choose"
    assert {o.args[0] for o in d.options} == {named(g, bf, "Grizzly Bears"),
                                              named(g, bf, "Memnite")}  # not Bob's
    g.apply(option(g, "choose_card", named(g, bf, "Memnite")))
    _resolve(g)
    assert _zone(g, "graveyard") == ["Deadly Dispute", "Memnite"]
    assert _zone(g, "hand") == ["Island"] * 2
    assert [s.objects[x].card for x in s.battlefield].count("Treasure") == 1


def test_additional_cost_sacrifice_needs_a_permanent() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Deadly Dispute]
    battlefield: [Swamp, Swamp]
  - name: Bob
    battlefield: [Ornithopter]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert not has_option(g, "cast")


def test_additional_cost_pay_life() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Grizzly Bears, Withering Boon]
    battlefield: [Forest, Forest, Swamp, Swamp]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    hand = list(s.players[0].hand)
    bears = named(g, hand, "Grizzly Bears")
    g.apply(option(g, "cast", bears))
    pay_auto(g)
    spell = s.stack[-1]
    g.apply(option(g, "cast", named(g, hand, "Withering Boon")))
    g.apply(option(g, "target", spell))
    pay_auto(g)
    _resolve(g)
    assert s.players[0].life == 17
    assert _zone(g, "graveyard") == ["Grizzly Bears", "Withering Boon"]


def test_additional_cost_pay_life_needs_the_life() -> None:
    g = board("""
players:
  - name: Alice
    life: 2
    hand: [Grizzly Bears, Withering Boon]
    battlefield: [Forest, Forest, Swamp, Swamp]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    hand = list(s.players[0].hand)
    g.apply(option(g, "cast", named(g, hand, "Grizzly Bears")))
    pay_auto(g)
    assert not has_option(g, "cast", named(g, hand, "Withering Boon"))


_AXE = """
players:
  - name: Alice
    hand: [Lightning Axe{more}]
    battlefield: [{lands}]
  - name: Bob
    battlefield: [Hill Giant]
turn: {{active: Alice, step: precombat_main, number: 3}}
"""


def _axe(g: Game) -> None:
    s = g.state
    axe = named(g, list(s.players[0].hand), "Lightning Axe")
    g.apply(option(g, "cast", axe))


def test_additional_cost_or_pay_chosen_mana() -> None:
    g = board(_AXE.format(more=", Forest", lands=", ".join(["Mountain"] * 6)))
    s = g.state
    giant = named(g, s.battlefield, "Hill Giant")
    _axe(g)
    d = g.decision
    assert d is not None and d.kind == "choose"
    assert {o.args[0] for o in d.options} == {"pay {5}", "discard a card"}
    g.apply(option(g, "choose", "pay {5}"))
    g.apply(option(g, "target", giant))
    pay_auto(g)
    _resolve(g)
    assert s.objects[giant].zone == "gone"
    assert _zone(g, "hand") == ["Forest"]
    assert all(s.objects[x].tapped for x in s.battlefield)


def test_additional_cost_or_pay_discard_when_mana_is_short() -> None:
    g = board(_AXE.format(more=", Forest", lands="Mountain"))
    s = g.state
    _axe(g)
    g.apply(option(g, "target", named(g, s.battlefield, "Hill Giant")))
    pay_auto(g)
    _resolve(g)
    assert _zone(g, "graveyard") == ["Forest", "Lightning Axe"]


def test_additional_cost_or_pay_mana_when_nothing_to_discard() -> None:
    g = board(_AXE.format(more="", lands=", ".join(["Mountain"] * 6)))
    s = g.state
    _axe(g)
    g.apply(option(g, "target", named(g, s.battlefield, "Hill Giant")))
    pay_auto(g)
    _resolve(g)
    assert all(s.objects[x].tapped for x in s.battlefield)
    assert _zone(g, "graveyard") == ["Lightning Axe"]


def test_additional_cost_or_pay_neither() -> None:
    g = board(_AXE.format(more="", lands="Mountain"))
    assert not has_option(g, "cast")
