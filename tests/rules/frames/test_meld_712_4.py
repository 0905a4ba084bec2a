"""Meld cards (CR 701.42, 712.4), played in a real game with compiled cards."""

from __future__ import annotations

import json

import pytest
from tests.rules._helpers import board, named, pay_auto

from mtgrules import Game
from mtgrules.errors import SaveError
from mtgrules.oracle import verdict
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

RATS = "Graf Rats // Chittering Host"
SCAVENGERS = "Midnight Scavengers // Chittering Host"
HOST = f"{RATS}|Chittering Host"


def _game() -> Game:
    return board(f"""
players:
  - name: Alice
    battlefield: ["{RATS}", "{SCAVENGERS}", Grizzly Bears]
    library: [Swamp, Swamp]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
    library: [Swamp]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")


def _resolve(g: Game) -> None:
    g.apply(Action("pass"))
    g.apply(Action("pass"))


def _meld(g: Game) -> int:
    s = g.state
    g.apply(Action("pass"))  # to the beginning of combat: Graf Rats's ability triggers
    g.apply(Action("pass"))
    assert s.step == "beginning_of_combat" and len(s.stack) == 1
    _resolve(g)  # it melds; Chittering Host's enters ability triggers
    return named(g, s.battlefield, HOST)


def test_701_42a_the_pair_melds_into_one_permanent_with_the_back_face() -> None:
    g = _game()
    s = g.state
    host = _meld(g)
    assert sorted(s.objects[i].card for i in s.battlefield if s.objects[i].card != "Swamp") == \
        sorted(["Grizzly Bears", HOST])
    c = characteristics(s, host)
    assert (c.name, c.power, c.toughness) == ("Chittering Host", 5, 6)
    assert {"haste", "menace"} <= {str(k) for k in c.keywords}
    assert c.mana_cost is not None and c.mana_cost.mana_value() == 7  # 712.8g: 2 + 5
    assert c.colors == frozenset()  # the back face's (no colour indicator)
    _resolve(g)  # other creatures you control get +1/+0 and gain menace
    bears = characteristics(s, named(g, s.battlefield, "Grizzly Bears"))
    assert bears.power == 3 and "menace" in {str(k) for k in bears.keywords}
    g = Game.from_json(g.to_json())
    assert characteristics(g.state, host).name == "Chittering Host"


def test_712_4a_a_melded_permanent_leaving_the_battlefield_is_two_cards() -> None:
    g = _game()
    s = g.state
    host = _meld(g)
    _resolve(g)
    g.apply(Action("pass"))  # Bob destroys it
    g.apply(Action("cast", (named(g, s.players[1].hand, "Murder"),)))
    g.apply(Action("target", (host,)))
    pay_auto(g)
    _resolve(g)
    gy = sorted(s.objects[i].card for i in s.players[0].graveyard)
    assert gy == [RATS, SCAVENGERS]
    assert sorted(characteristics(s, i).name for i in s.players[0].graveyard) == [
        "Graf Rats", "Midnight Scavengers"]  # front faces again (712.8a)


def test_712_4a_without_its_partner_nothing_melds() -> None:
    g = board(f"""
players:
  - name: Alice
    battlefield: ["{RATS}"]
    library: [Swamp]
  - name: Bob
    library: [Swamp]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    assert not g.state.stack  # the intervening "if" is false: it doesn't trigger (603.4)
    assert named(g, g.state.battlefield, RATS)


def test_712_saves_refuse_a_melded_card_off_the_battlefield() -> None:
    g = _game()
    host = _meld(g)
    data = json.loads(g.to_json())
    obj = next(o for o in data["state"]["objects"] if o["id"] == host)
    assert obj["chosen"]["melded"] == [{"card": SCAVENGERS, "kind": "card"}]
    obj["chosen"]["melded"] = [{"card": SCAVENGERS, "kind": "token"}]
    with pytest.raises(SaveError, match="melded"):
        Game.from_json(json.dumps(data))


def test_712_4b_the_melded_face_alone_is_not_a_card() -> None:
    v = verdict("Chittering Host")
    assert v is not None and not v.implemented
    assert verdict(RATS) is not None and verdict(RATS).implemented  # type: ignore[union-attr]
