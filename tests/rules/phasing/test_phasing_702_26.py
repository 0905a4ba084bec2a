"""CR 702.26: a phased-out permanent is treated as though it doesn't exist, survives a save
(JSON) and phases in at its controller's next untap step; phasing out removes it from combat
(506.4)."""

from __future__ import annotations

from tests.rules._helpers import advance, board, named, option, pay_auto

from mtgrules import Game
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.phasing import PHASED, phase_out, phased_out
from mtgrules.state.decision import Action


def test_phased_out_survives_json_and_phases_in() -> None:
    g = board("players:\n  - name: Alice\n    battlefield: [Blink Dog, Plains, Plains, Plains,"
              " Plains]\n    library: [Plains, Plains]\n  - name: Bob\n"
              "    library: [Island, Island]\n"
              "turn: {active: Alice, step: precombat_main}\n")
    dog = named(g, g.state.battlefield, "Blink Dog")
    key = next(o.args[1] for o in g.decision.options  # type: ignore[union-attr]
               if o.kind == "activate" and o.args[0] == dog)
    g.apply(option(g, "activate", dog, key))
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    assert phased_out(g.state, dog) and dog not in compute_battlefield(g.state)
    g2 = Game.from_json(g.to_json())
    assert phased_out(g2.state, dog) and g2.state.extra[PHASED] == {str(dog): {
        "player": 0, "indirect": False}}
    advance(g2, lambda gm: gm.state.turn == 3 and gm.state.step == "upkeep")
    assert not phased_out(g2.state, dog) and dog in g2.state.battlefield
    assert PHASED not in g2.state.extra


def test_phasing_out_removes_from_combat() -> None:
    g = board("players:\n  - name: Alice\n    battlefield: [Grizzly Bears]\n  - name: Bob\n"
              "turn: {active: Alice, step: declare_attackers}\n")
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    assert s.combat is not None
    s.combat.attackers[bears] = -2
    assert phase_out(s, [bears]) == [bears]
    assert bears not in s.combat.attackers
