""""You create a number of Treasure tokens equal to the result" (CR 706.2): the amount is the
roll's result (Ancient Copper Dragon)."""

from __future__ import annotations

from tests.rules._helpers import board

from mtgrules.state.decision import Action


def test_706_2_treasures_equal_to_the_result() -> None:
    g = board("""
seed: 5
players:
  - name: Alice
    battlefield: [Ancient Copper Dragon]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    while g.decision is not None and g.decision.kind != "attackers":
        g.apply(Action("pass"))
    dragon = g.state.battlefield[0]
    g.apply(next(o for o in g.legal_actions() if o.kind == "attack" and o.args[0] == dragon))
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(Action("done"))
    while g.decision is not None and g.state.step != "end_of_combat":
        d = g.decision
        g.apply(Action("pass") if d.kind == "priority" else
                next((o for o in d.options if o.kind in ("done", "keep")), d.options[0]))
    rolls = [e for e in g.log if e["event"] == "roll"]
    assert len(rolls) == 1
    treasures = [x for x in g.state.battlefield if g.state.objects[x].card == "Treasure"]
    assert len(treasures) == rolls[0]["result"] >= 1
    assert g.state.players[1].life == 14
