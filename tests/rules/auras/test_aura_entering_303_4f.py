"""An Aura put onto the battlefield other than by resolving as an Aura spell (CR 303.4f-g):
the choice of what it enchants is a decision (saved and restored like any other); an Aura
token with nothing to enchant isn't created; an Aura token with one choice is attached."""

from __future__ import annotations

from tests.rules._helpers import advance, board

from mtgrules import Game
from mtgrules.rules.aura_entering import enchant_candidates
from mtgrules.rules.zone_change import create_token
from mtgrules.state.decision import Action

ZUR = """
players:
  - name: Alice
    battlefield: [Zur the Enchanter]
    library: [Pacifism, Island]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: precombat_main, number: 2}
"""


def _at_the_enchant_choice() -> Game:
    g = board(ZUR)
    zur = g.state.battlefield[0]
    advance(g, lambda x: x.decision is not None and x.decision.kind == "attackers")
    g.apply(Action("attack", (zur, -2)))
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(Action("done"))

    def step(x: Game) -> bool:
        d = x.decision
        if d is None:
            return True
        if d.kind == "choose" and "enchants" in d.prompt:
            return True
        if d.kind != "priority":
            yes = [a for a in x.legal_actions() if "yes" in a.args or a.kind == "yes"]
            pac = [a for a in x.legal_actions() if a.args and any(
                isinstance(v, int) and v in x.state.objects
                and x.state.objects[v].card == "Pacifism" for v in a.args)]
            x.apply((yes or pac or x.legal_actions())[0])
        return False

    advance(g, step)
    return g


def test_303_4f_the_choice_is_a_decision_that_survives_a_save() -> None:
    g = _at_the_enchant_choice()
    d = g.decision
    assert d is not None and d.kind == "choose"
    bears = next(o for o in g.state.battlefield if g.state.objects[o].card == "Grizzly Bears")
    zur = next(o for o in g.state.battlefield if g.state.objects[o].card == "Zur the Enchanter")
    assert {a.args[0] for a in g.legal_actions()} == {bears, zur}
    again = Game.from_json(g.to_json())
    assert again.legal_actions() == g.legal_actions()
    again.apply(Action("choose_card", (bears,)))
    pac = next(o for o in again.state.battlefield
               if again.state.objects[o].card == "Pacifism")
    assert again.state.objects[pac].attached_to == bears


def test_303_4g_an_aura_token_with_nothing_to_enchant_is_not_created() -> None:
    g = board("""
players:
  - name: Alice
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    t = create_token(g.state, "Pacifism", 0, info={"copy": "Pacifism"})
    assert g.state.objects[t].zone == "gone"
    assert t not in g.state.battlefield
    assert any(e["rule"] == "303.4g" and "isn't created" in e["text"] for e in g.state.log)


def test_303_4f_an_aura_token_with_one_choice_enters_attached() -> None:
    g = board("""
players:
  - name: Alice
  - name: Bob
    battlefield: [Gladecover Scout]
turn: {active: Alice, step: precombat_main}
""")
    scout = g.state.battlefield[0]
    t = create_token(g.state, "Pacifism", 0, info={"copy": "Pacifism"})
    assert g.state.objects[t].zone == "battlefield"
    assert g.state.objects[t].attached_to == scout


def test_303_4f_candidates_follow_the_enchant_ability_not_targeting() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Relic Bane, Pacifism, Grizzly Bears]
  - name: Bob
    battlefield: [Gladecover Scout, Forest]
turn: {active: Alice, step: precombat_main}
""")
    hand = g.state.players[0].hand
    by = {g.state.objects[o].card: o for o in hand}
    scout = g.state.battlefield[0]
    assert enchant_candidates(g.state, by["Pacifism"], 0, None) == [scout]  # hexproof too
    assert enchant_candidates(g.state, by["Relic Bane"], 0, None) == []  # no artifact
    assert enchant_candidates(g.state, by["Grizzly Bears"], 0, None) is None  # not an Aura
