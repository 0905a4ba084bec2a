"""A modal triggered ability's mode decision (CR 700.2b) survives a save and a clone, and a
mode without legal targets is not offered (700.2a)."""

from __future__ import annotations

from tests.rules._helpers import board

from mtgrules import Game
from mtgrules.state.decision import Action


def _to_mode_choice(bob: str) -> Game:
    g = board(f"""
players:
  - name: Alice
    battlefield: [Mountain, Mountain, Mountain]
    hand: [Plundering Barbarian]
  - name: Bob
    battlefield: [{bob}]
turn: {{active: Alice, step: precombat_main}}
""")
    barbarian = g.state.players[0].hand[0]
    g.apply(next(o for o in g.legal_actions() if o.kind == "cast" and o.args[0] == barbarian))
    while g.decision is not None and g.decision.kind in ("pay_mana", "priority"):
        if g.decision.kind == "priority" and not g.state.stack:
            break
        g.apply(Action("auto") if g.decision.kind == "pay_mana" else Action("pass"))
    return g


def test_700_2b_the_mode_choice_round_trips() -> None:
    g = _to_mode_choice("Dungeon Map")
    d = g.decision
    assert d is not None and d.kind == "mode" and len(d.options) == 2
    for copy in (Game.from_json(g.to_json()), g.clone()):
        copy.apply(next(o for o in copy.legal_actions() if o.args[1] == "Create a Treasure token."))
        while copy.state.stack:
            copy.apply(Action("pass"))
        names = [copy.state.objects[x].card for x in copy.state.battlefield]
        assert "Treasure" in names and "Dungeon Map" in names


def test_700_2a_a_mode_without_legal_targets_is_not_offered() -> None:
    g = _to_mode_choice("Grizzly Bears")                 # no artifact to destroy
    assert g.decision is None or g.decision.kind != "mode"
    while g.state.stack:
        g.apply(Action("pass"))
    assert "Treasure" in [g.state.objects[x].card for x in g.state.battlefield]
