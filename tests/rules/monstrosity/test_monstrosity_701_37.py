"""Monstrosity (CR 701.37) played through Game.apply: the designation and its static
condition, saves and clones keeping it, a new object after a zone change not monstrous
(400.7), and the typed nodes the compiler makes."""

from __future__ import annotations

from tests.rules._helpers import advance, board, named, option, pay_auto

from mtgrules import Game
from mtgrules.model import (
    ActivatedAbility,
    BecomesMonstrous,
    Destroy,
    Fixed,
    Monstrosity,
    StaticAbility,
    TriggeredAbility,
)
from mtgrules.model.conditions import SourceIs
from mtgrules.model.filters import Predicate
from mtgrules.oracle import compiled_definition
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

LION = """
players:
  - name: Alice
    battlefield: [Fleecemane Lion, Forest, Forest, Forest, Plains, Plains]
    hand: [Unsummon]
    library: [Forest, Forest]
  - name: Bob
    library: [Plains, Plains]
turn: {active: Alice, step: precombat_main, number: 3}
"""


def _keywords(g: Game, oid: int) -> set[str]:
    return {getattr(a, "name", "") for a in characteristics(g.state, oid).abilities}


def _monstrous_lion() -> tuple[Game, int]:
    g = board(LION)
    lion = named(g, g.state.battlefield, "Fleecemane Lion")
    assert "hexproof" not in _keywords(g, lion)  # not monstrous yet
    g.apply(option(g, "activate", lion))
    pay_auto(g)
    advance(g, lambda x: not x.state.stack and x.decision is not None
            and x.decision.kind == "priority")
    return g, lion


def test_701_37b_the_static_ability_applies_once_it_is_monstrous() -> None:
    g, lion = _monstrous_lion()
    ch = characteristics(g.state, lion)
    assert (ch.power, ch.toughness) == (4, 4)
    assert {"hexproof", "indestructible"} <= _keywords(g, lion)
    assert g.state.objects[lion].chosen.get("monstrous") is True


def test_701_37b_monstrous_survives_save_and_clone() -> None:
    g, lion = _monstrous_lion()
    for copy in (Game.from_json(g.to_json()), g.clone()):
        assert "hexproof" in _keywords(copy, lion)


def test_400_7_a_new_object_is_not_monstrous() -> None:
    g = board(LION.replace("Plains, Plains]", "Plains, Plains, Island]"))
    lion = named(g, g.state.battlefield, "Fleecemane Lion")
    g.state.objects[lion].chosen["monstrous"] = True  # as if it had become monstrous
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, "Unsummon")))
    if g.decision is not None and g.decision.kind == "target":
        g.apply(option(g, "target", lion))
    pay_auto(g)
    advance(g, lambda x: not x.state.stack and x.decision is not None
            and x.decision.kind == "priority")
    card = named(g, g.state.players[0].hand, "Fleecemane Lion")
    assert not g.state.objects[card].chosen.get("monstrous")


def test_701_37a_a_second_activation_adds_no_counters_and_no_trigger() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Keepsake Gorgon, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp,
                  Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
    library: [Forest]
  - name: Bob
    battlefield: [Grizzly Bears, Llanowar Elves]
    library: [Plains]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    gorgon = named(g, g.state.battlefield, "Keepsake Gorgon")
    for _ in range(2):
        g.apply(option(g, "activate", gorgon))
        pay_auto(g)
        for _ in range(10):  # resolve the ability and its trigger, choosing targets
            d = g.decision
            assert d is not None
            if d.kind == "priority" and not g.state.stack and not g.state.triggered:
                break
            if d.kind == "priority":
                g.apply(Action("pass"))
            else:
                g.apply(d.options[0])
    assert g.state.objects[gorgon].counters == {"+1/+1": 1}
    dead = [o for o in g.state.players[1].graveyard]
    assert len(dead) == 1  # one trigger only: the second activation did nothing (701.37a)
    assert sum(e["event"] == "monstrous" for e in g.state.log) == 1


def test_monstrosity_lines_compile_to_typed_nodes() -> None:
    d = compiled_definition("Hythonia the Cruel")
    act = next(a for a in d.abilities if isinstance(a, ActivatedAbility))
    assert act.effect == (Monstrosity(Fixed(3)),)
    trig = next(a for a in d.abilities if isinstance(a, TriggeredAbility))
    assert trig.event == BecomesMonstrous() and isinstance(trig.effect[0], Destroy)
    lion = compiled_definition("Fleecemane Lion")
    static = next(a for a in lion.abilities if isinstance(a, StaticAbility))
    assert static.condition == SourceIs(Predicate.MONSTROUS)
