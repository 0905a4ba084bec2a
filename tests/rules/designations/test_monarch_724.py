"""The monarch (CR 724): becoming the monarch (724.1, 724.3), the end-step draw and the
combat-damage steal (724.2), saves and clones keeping the designation, the compiled text."""

from __future__ import annotations

import json

import pytest
from tests.rules._helpers import advance, board, pay_auto

from mtgrules import Game
from mtgrules.errors import SaveError
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.codec import to_data
from mtgrules.oracle import compiled_definition
from mtgrules.rules.monarch import become_monarch, monarch
from mtgrules.state.decision import Action


def _sentinels_resolved() -> Game:
    """Alice casts Palace Sentinels ("When this creature enters, you become the monarch")."""
    g = board("""
players:
  - name: Alice
    battlefield: [Plains, Plains, Plains, Plains]
    hand: [Palace Sentinels]
    library: [Island, Island, Island, Island, Island]
  - name: Bob
    battlefield: [Grizzly Bears]
    library: [Forest, Forest, Forest, Forest, Forest]
turn: {active: Alice, step: precombat_main}
""")
    hand = g.state.players[0].hand[0]
    g.apply(Action("cast", (hand,)))
    pay_auto(g)
    advance(g, lambda x: not x.state.stack and any(
        x.state.objects[o].card == "Palace Sentinels" for o in x.state.battlefield)
        and not x.state.triggered and x.decision is not None
        and x.decision.kind == "priority" and monarch(x.state) is not None)
    return g


def test_724_1_there_is_no_monarch_until_an_effect_says_so() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Palace Sentinels]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    assert monarch(g.state) is None


def test_724_1_an_enters_trigger_makes_its_controller_the_monarch() -> None:
    g = _sentinels_resolved()
    assert monarch(g.state) == 0
    assert any(e.get("rule") == "724.3" and "Alice becomes the monarch" in e["text"]
               for e in g.state.log)


def test_724_2_the_monarch_draws_at_the_beginning_of_their_end_step() -> None:
    g = _sentinels_resolved()
    hand = len(g.state.players[0].hand)
    advance(g, lambda x: x.state.step == "cleanup" or x.state.turn > 1)
    assert len(g.state.players[0].hand) == hand + 1
    assert len(g.state.players[1].hand) == 0  # Bob is not the monarch
    assert any("ability resolves" in e["text"] or "draws" in e["text"] for e in g.state.log)


def test_724_2_combat_damage_to_the_monarch_steals_it() -> None:
    g = _sentinels_resolved()
    advance(g, lambda x: x.state.turn == 2 and x.decision is not None
            and x.decision.kind == "attackers")
    bears = next(o for o in g.state.battlefield if g.state.objects[o].card == "Grizzly Bears")
    g.apply(next(o for o in g.legal_actions() if o.kind == "attack" and o.args[0] == bears))
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(Action("done"))
    advance(g, lambda x: x.state.step == "postcombat_main" and not x.state.stack
            and not x.state.triggered)
    assert g.state.players[0].life == 18
    assert monarch(g.state) == 1                       # Bob took it (724.2)
    assert any(e.get("rule") == "724.3" and "Bob becomes the monarch" in e["text"]
               for e in g.state.log)
    hand = len(g.state.players[1].hand)
    advance(g, lambda x: x.state.turn == 3)
    assert len(g.state.players[1].hand) == hand + 1   # Bob drew at his end step


def test_724_3_only_one_monarch_and_the_designation_survives_save_and_clone() -> None:
    g = _sentinels_resolved()
    for copy in (Game.from_json(g.to_json()), g.clone()):
        assert monarch(copy.state) == 0
    data = json.loads(g.to_json())
    data["state"]["extra"]["monarch"] = data["state"]["players"][0]["library"][0]
    with pytest.raises(SaveError, match="monarch"):
        Game.from_json(json.dumps(data))


def test_monarch_sentences_compile_and_render_back() -> None:
    d = compiled_definition("Palace Sentinels")
    assert d is not None
    a = d.abilities[0]
    assert isinstance(a, TriggeredAbility) and a.text == "When ~ enters, you become the monarch."
    assert [to_data(e) for e in a.effect] == [{"node": "BecomeMonarch", "player": {"node": "You"}}]
    t = compiled_definition("Thorn of the Black Rose")
    assert t is not None and "monarch" in t.oracle


def test_724_4_when_the_monarch_leaves_the_game_the_active_player_becomes_the_monarch() -> None:
    g = board("""
players:
  - name: Alice
    library: [Island, Island]
  - name: Bob
    library: [Island, Island]
  - name: Carol
    library: [Island, Island]
turn: {active: Alice, step: precombat_main}
""")
    become_monarch(g.state, 1)
    assert monarch(g.state) == 1
    g.concede(1)
    advance(g, lambda x: x.decision is not None and x.decision.kind == "priority")
    assert monarch(g.state) == 0                        # Alice is the active player (724.4)
    assert any(e.get("rule") == "724.4" and "Alice becomes the monarch" in e["text"]
               for e in g.state.log)


def test_724_2_the_log_shows_the_monarch_designation_not_an_object_number() -> None:
    """The designation's abilities have no source card (CR 724.2): the log names the monarch
    designation, never "The Monarch#N"."""
    g = _sentinels_resolved()
    advance(g, lambda x: x.state.step == "cleanup" or x.state.turn > 1)
    texts = [e["text"] for e in g.state.log]
    assert not any("The Monarch#" in t for t in texts)
    assert "the monarch designation's triggered ability is put on the stack: At the beginning " \
        "of the monarch's end step, that player draws a card." in texts
    assert "the monarch designation's ability resolves" in texts
