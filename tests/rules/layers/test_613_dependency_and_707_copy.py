"""Layer dependency (CR 613.8), effects reaching off the battlefield (611.3) and copy effects
(707) on real games: the characteristics, the mana abilities and the colors the engine
computes."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action


def _abilities(game: Game, oid: int) -> list[str]:
    return [a.text for a in characteristics(game.state, oid).abilities]


def _bf(game: Game, card: str) -> int:
    return named(game, game.state.battlefield, card)


URBORG = '"Urborg, Tomb of Yawgmoth"'


def test_613_8_blood_moon_urborg_dependency_both_orders() -> None:
    for first, second in ((URBORG, "Blood Moon"), ("Blood Moon", URBORG)):
        g = board(f"players:\n  - name: Alice\n    battlefield: [{first}, {second}, Island, "
                  "Reflecting Pool]\n  - name: Bob\nturn: {active: Alice, step: precombat_main}")
        urborg = _bf(g, "Urborg, Tomb of Yawgmoth")
        island = _bf(g, "Island")
        pool = _bf(g, "Reflecting Pool")
        c = characteristics(g.state, urborg)
        assert "Mountain" in c.subtypes and "Swamp" not in c.subtypes
        assert _abilities(g, urborg) == ["{T}: Add {R}."]
        # Urborg's effect no longer exists: the basic Island is no Swamp
        assert characteristics(g.state, island).subtypes == frozenset({"Island"})
        assert _abilities(g, island) == ["{T}: Add {U}."]
        assert _abilities(g, pool) == ["{T}: Add {R}."]


def test_613_8_lattice_march_dependency_lands_die() -> None:
    for order in ("Mycosynth Lattice, March of the Machines", "March of the Machines, "
                  "Mycosynth Lattice"):
        g = board(f"players:\n  - name: Alice\n    battlefield: [{order}, Forest]\n"
                  "  - name: Bob\nturn: {active: Alice, step: precombat_main}")
        # the Forest became a 0/0 artifact land creature and died (704.5f) as the game began
        assert [g.state.objects[x].card for x in g.state.players[0].graveyard] == ["Forest"]
        march = characteristics(g.state, _bf(g, "March of the Machines"))
        assert {"Artifact", "Creature", "Enchantment"} <= march.types
        assert (march.power, march.toughness) == (4, 4)


def test_611_3_mycosynth_lattice_colorless_in_every_zone() -> None:
    g = board("players:\n  - name: Alice\n    hand: [Lightning Bolt]\n    graveyard: "
              "[Grizzly Bears]\n    battlefield: [Mycosynth Lattice, Serra Angel, Mountain]\n"
              "  - name: Bob\n    battlefield: [Hill Giant]\n"
              "turn: {active: Alice, step: precombat_main}")
    s = g.state
    bolt = named(g, s.players[0].hand, "Lightning Bolt")
    bears = named(g, s.players[0].graveyard, "Grizzly Bears")
    for oid in (bolt, bears, _bf(g, "Serra Angel"), _bf(g, "Hill Giant")):
        assert characteristics(s, oid).colors == frozenset()
    assert "Artifact" in characteristics(s, _bf(g, "Hill Giant")).types
    g.apply(option(g, "cast", bolt))
    g.apply(option(g, "target", _bf(g, "Hill Giant")))
    pay_auto(g)
    spell = s.stack[-1]
    assert characteristics(s, spell).colors == frozenset()


def test_611_3_colors_return_when_lattice_is_not_there() -> None:
    g = board("players:\n  - name: Alice\n    hand: [Lightning Bolt]\n    battlefield: "
              "[Serra Angel]\n  - name: Bob\nturn: {active: Alice, step: precombat_main}")
    bolt = named(g, g.state.players[0].hand, "Lightning Bolt")
    assert characteristics(g.state, bolt).colors == frozenset({"R"})
    assert characteristics(g.state, _bf(g, "Serra Angel")).colors == frozenset({"W"})


def _clone_bears(g: Game) -> int:
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, "Clone")))
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    d = g.decision
    assert d is not None and d.kind == "choose"
    bears = _bf(g, "Grizzly Bears")
    assert {o.args[0] for o in d.options} == {bears, 0}  # the creatures, or none
    g.apply(option(g, "choose_card", bears))
    return _bf(g, "Clone")


def test_707_2b_copy_is_locked_in_when_the_original_leaves() -> None:
    g = board("players:\n  - name: Alice\n    hand: [Clone]\n    battlefield: [Island, Island, "
              "Island, Island, Glorious Anthem]\n  - name: Bob\n"
              "    battlefield: [Grizzly Bears]\n"
              "turn: {active: Alice, step: precombat_main}")
    clone = _clone_bears(g)
    c = characteristics(g.state, clone)
    assert "Bear" in c.subtypes and "Shapeshifter" not in c.subtypes
    assert (c.power, c.toughness) == (3, 3)  # Alice's Glorious Anthem applies (not copied)
    assert c.colors == frozenset({"G"}) and c.mana_cost is not None
    assert str(c.mana_cost) == "{1}{G}"
    # the original is dealt lethal damage and dies: the copy keeps its copiable values (707.2b)
    bears = _bf(g, "Grizzly Bears")
    g.state.objects[bears].damage = 2
    g.state.touch()
    g.apply(Action("pass"))
    assert g.state.objects[bears].zone != "battlefield"
    c = characteristics(g.state, clone)
    assert "Bear" in c.subtypes and (c.power, c.toughness) == (3, 3)


def test_707_copy_survives_json_round_trip() -> None:
    g = board("players:\n  - name: Alice\n    hand: [Clone]\n    battlefield: [Island, Island, "
              "Island, Island]\n  - name: Bob\n    battlefield: [Grizzly Bears]\n"
              "turn: {active: Alice, step: precombat_main}")
    clone = _clone_bears(g)
    g2 = Game.from_json(g.to_json())
    c = characteristics(g2.state, clone)
    assert "Bear" in c.subtypes and (c.power, c.toughness) == (2, 2)
    assert g2.to_json() == g.to_json()
