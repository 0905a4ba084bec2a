"""Prototype cards (CR 702.160, 718), played in real games with compiled cards."""

from __future__ import annotations

import json

import pytest
from tests.rules._helpers import board, named, pay_auto

from mtgrules import Game
from mtgrules.errors import SaveError
from mtgrules.oracle import verdict
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

THRESHER = "Combat Thresher"
PROTOTYPED = f"{THRESHER}|{THRESHER} (prototyped)"


def _chars(g: Game, oid: int) -> tuple[int | None, int | None, int, frozenset[str]]:
    c = characteristics(g.state, oid)
    return (c.power, c.toughness, c.mana_cost.mana_value() if c.mana_cost else 0, c.colors)


def _game(lands: int) -> Game:
    return board(f"""
players:
  - name: Alice
    hand: [{THRESHER}]
    battlefield: [{", ".join(["Plains"] * lands)}]
    library: [Plains, Plains]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
    library: [Plains]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")


def _cast(g: Game, oid: int, face: str | None) -> int:
    g.apply(Action("cast", (oid,)))
    d = g.decision
    assert d is not None
    if face is not None:
        assert d.kind == "choose", d
        assert {o.args[0] for o in d.options} == {THRESHER, f"{THRESHER} (prototyped)"}
        g.apply(Action("choose", (face,)))
    pay_auto(g)
    return g.state.stack[-1]


def _resolve(g: Game) -> None:
    g.apply(Action("pass"))
    g.apply(Action("pass"))


def test_718_3b_a_prototyped_spell_and_permanent_have_the_alternative_characteristics() -> None:
    g = _game(3)
    s = g.state
    card = named(g, s.players[0].hand, THRESHER)
    assert _chars(g, card) == (3, 3, 7, frozenset())  # 718.4: normal in the hand
    spell = _cast(g, card, None)  # only the prototype is affordable with three lands
    assert s.objects[spell].card == PROTOTYPED
    assert _chars(g, spell) == (1, 1, 3, frozenset({"W"}))  # 718.3b
    _resolve(g)
    perm = named(g, s.battlefield, PROTOTYPED)
    assert _chars(g, perm) == (1, 1, 3, frozenset({"W"}))
    assert characteristics(s, perm).name == THRESHER  # 718.5: same name and types
    assert "Artifact" in characteristics(s, perm).types
    assert "double strike" in characteristics(s, perm).keywords
    _resolve(g)  # its enters trigger: draw a card
    assert len(s.players[0].hand) == 1
    back = Game.from_json(g.to_json())
    assert back.to_json() == g.to_json()
    assert _chars(back, perm) == (1, 1, 3, frozenset({"W"}))


def test_718_4_a_prototyped_permanent_leaving_the_battlefield_is_the_normal_card() -> None:
    g = _game(3)
    s = g.state
    _cast(g, named(g, s.players[0].hand, THRESHER), None)
    _resolve(g)
    _resolve(g)
    perm = named(g, s.battlefield, PROTOTYPED)
    g.apply(Action("pass"))  # Alice passes; Bob destroys it
    murder = named(g, s.players[1].hand, "Murder")
    g.apply(Action("cast", (murder,)))
    g.apply(Action("target", (perm,)))
    pay_auto(g)
    _resolve(g)
    dead = named(g, s.players[0].graveyard, THRESHER)  # the card itself (400.7, 718.4)
    assert _chars(g, dead) == (3, 3, 7, frozenset())


def test_718_3_cast_normally_it_has_its_normal_characteristics() -> None:
    g = _game(7)
    s = g.state
    spell = _cast(g, named(g, s.players[0].hand, THRESHER), THRESHER)
    assert s.objects[spell].card == THRESHER
    assert _chars(g, spell) == (3, 3, 7, frozenset())
    _resolve(g)
    _resolve(g)
    assert len(s.players[0].hand) == 1
    assert _chars(g, named(g, s.battlefield, THRESHER)) == (3, 3, 7, frozenset())


def test_702_160_compiled_prototype_faces() -> None:
    v = verdict(THRESHER)
    assert v is not None and v.implemented and v.definition is not None
    d = v.definition
    assert d.layout == "prototype" and [f.name for f in d.faces] == [THRESHER, THRESHER]
    normal, proto = d.faces
    assert (str(proto.mana_cost), proto.power, proto.toughness) == ("{2}{W}", 1, 1)
    assert proto.abilities == normal.abilities == d.abilities


def test_718_3d_a_copy_of_a_prototyped_permanent_has_its_alternative_characteristics() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: [Clone, {THRESHER}]
    battlefield: [Plains, Plains, Plains, Island, Island, Island, Island]
    library: [Plains, Plains]
  - name: Bob
    library: [Plains]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")
    s = g.state
    _cast(g, named(g, s.players[0].hand, THRESHER), f"{THRESHER} (prototyped)")
    _resolve(g)
    _resolve(g)
    thresher = named(g, s.battlefield, PROTOTYPED)
    g.apply(Action("cast", (named(g, s.players[0].hand, "Clone"),)))
    pay_auto(g)
    _resolve(g)
    while g.decision is not None and g.decision.kind != "priority":
        opts = [o for o in g.decision.options if thresher in o.args or "yes" in o.args]
        g.apply(opts[0] if opts else g.decision.options[0])
    clone = named(g, s.battlefield, "Clone")
    # 718.3d, 707.2: the copiable values include the alternative characteristics
    assert _chars(g, clone) == (1, 1, 3, frozenset({"W"}))
    assert characteristics(s, clone).name == THRESHER


def test_718_saves_round_trip_at_the_choice_and_refuse_a_prototyped_card_in_a_graveyard(
) -> None:
    g = _game(7)
    s = g.state
    g.apply(Action("cast", (named(g, s.players[0].hand, THRESHER),)))
    assert g.decision is not None and g.decision.kind == "choose"
    back = Game.from_json(g.to_json())  # validated on load
    back.apply(Action("choose", (f"{THRESHER} (prototyped)",)))
    pay_auto(back)
    assert back.state.objects[back.state.stack[-1]].card == PROTOTYPED
    data = json.loads(_game(7).to_json())
    st = data["state"]
    card = next(o for o in st["objects"] if o["card"] == THRESHER)
    card["card"] = PROTOTYPED
    card["zone"] = "graveyard"
    st["players"][0]["hand"].remove(card["id"])
    st["players"][0]["graveyard"].append(card["id"])
    with pytest.raises(SaveError, match=r"objects\[\d+\]\.card.*718\.4"):
        Game.from_json(json.dumps(data))
    card["zone"] = "hand"
    st["players"][0]["graveyard"].remove(card["id"])
    st["players"][0]["hand"].append(card["id"])
    with pytest.raises(SaveError, match="in the hand"):
        Game.from_json(json.dumps(data))
