""""As long as" static abilities (CR 611.3a): the effect applies only while the condition
holds; completing a dungeon (309.7) turns Cloister Gargoyle's on."""

from __future__ import annotations

from tests.rules._helpers import board, named

from mtgrules import Game
from mtgrules.rules.dungeons import complete_dungeon
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action


def _venture_into_lost_mine(g: Game) -> None:
    door = named(g, g.state.battlefield, "Secret Door")
    g.apply(next(o for o in g.legal_actions() if o.kind == "activate" and o.args[0] == door))
    while g.decision is not None and g.decision.kind in ("pay_mana", "priority") \
            and (g.decision.kind == "pay_mana" or g.state.stack):
        g.apply(Action("auto") if g.decision.kind == "pay_mana" else Action("pass"))
    g.apply(next(o for o in g.legal_actions() if o.args == ("Lost Mine of Phandelver",)))


def test_611_3a_as_long_as_you_have_completed_a_dungeon() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Cloister Gargoyle, Armory Veteran, Secret Door, Island, Island, Island,
                  Island, Island]
    library: [Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    s = g.state
    gar = named(g, s.battlefield, "Cloister Gargoyle")
    vet = named(g, s.battlefield, "Armory Veteran")
    c = characteristics(s, gar)
    assert c.power == 0 and "flying" not in c.keywords
    assert "menace" not in characteristics(s, vet).keywords     # not equipped
    _venture_into_lost_mine(g)
    assert s.players[0].dungeon is not None
    c = characteristics(s, gar)
    assert c.power == 0                                         # in a dungeon, not completed
    complete_dungeon(s, 0, "309.6")                             # CR 309.7
    c = characteristics(s, gar)
    assert c.power == 3 and "flying" in c.keywords
