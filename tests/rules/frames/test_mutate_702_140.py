"""Mutate (CR 702.140) and merged permanents (729), played in real games with compiled cards."""

from __future__ import annotations

import json

import pytest
from tests.rules._helpers import board, named, pay_auto

from mtgrules import Game
from mtgrules.errors import SaveError
from mtgrules.oracle import verdict
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

GEMRAZER = "Gemrazer"  # {3}{G} 4/4 reach, trample; mutate {1}{G}{G}


def _game(extra: str = "") -> Game:
    return board(f"""
players:
  - name: Alice
    hand: [{GEMRAZER}]
    battlefield: [Forest, Forest, Forest, Forest, Grizzly Bears, Elite Vanguard{extra}]
    library: [Forest, Forest]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp, Ornithopter]
    library: [Forest]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")


def _resolve(g: Game) -> None:
    g.apply(Action("pass"))
    g.apply(Action("pass"))


def _cast_mutating(g: Game, target: int) -> int:
    s = g.state
    g.apply(Action("cast", (named(g, s.players[0].hand, GEMRAZER),)))
    assert g.decision is not None and g.decision.kind == "choose"
    assert {o.args[0] for o in g.decision.options} == {"mana cost", "mutate {1}{G}{G}"}
    g.apply(Action("choose", ("mutate {1}{G}{G}",)))  # 702.140a: an alternative cost
    assert g.decision is not None and g.decision.kind == "target"
    vanguard = named(g, s.battlefield, "Elite Vanguard")
    choices = {o.args[0] for o in g.decision.options}
    assert vanguard not in choices  # a Human can't be mutated onto
    assert named(g, s.battlefield, "Ornithopter") not in choices  # another owner's
    g.apply(Action("target", (target,)))
    pay_auto(g)
    return s.stack[-1]


def _pt(g: Game, oid: int) -> tuple[str, int | None, int | None, list[str]]:
    c = characteristics(g.state, oid)
    return c.name, c.power, c.toughness, sorted(str(k) for k in c.keywords)


def test_702_140c_merged_on_top_the_same_object_with_all_abilities_and_it_mutates() -> None:
    g = _game()
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast_mutating(g, bears)
    _resolve(g)
    assert g.decision is not None and g.decision.kind == "choose"  # on top or under
    back = Game.from_json(g.to_json())  # saved at the choice, validated on load
    back.apply(Action("choose", ("on top",)))
    g.apply(Action("choose", ("on top",)))
    assert back.to_json() == g.to_json()
    assert bears in s.battlefield and s.objects[bears].card == GEMRAZER  # 729.2c
    assert _pt(g, bears) == (GEMRAZER, 4, 4, ["reach", "trample"])  # 729.2a
    assert not s.objects[bears].sick  # it hasn't just come under Alice's control
    assert g.decision is not None and g.decision.kind == "target", g.decision  # 702.140d
    g.apply(Action("target", (named(g, s.battlefield, "Ornithopter"),)))
    _resolve(g)
    assert not [i for i in s.battlefield if s.objects[i].card == "Ornithopter"]
    g = Game.from_json(g.to_json())
    assert _pt(g, bears) == (GEMRAZER, 4, 4, ["reach", "trample"])


def test_702_140e_merged_under_the_creature_keeps_its_characteristics_and_gains_abilities(
) -> None:
    g = _game()
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast_mutating(g, bears)
    _resolve(g)
    g.apply(Action("choose", ("under",)))
    assert _pt(g, bears) == ("Grizzly Bears", 2, 2, ["reach", "trample"])


def test_729_3_a_merged_permanent_leaving_the_battlefield_puts_each_card_there() -> None:
    g = _game()
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast_mutating(g, bears)
    _resolve(g)
    g.apply(Action("choose", ("on top",)))
    g.apply(Action("target", (named(g, s.battlefield, "Ornithopter"),)))
    _resolve(g)
    g.apply(Action("pass"))  # Bob destroys the mutated creature
    g.apply(Action("cast", (named(g, s.players[1].hand, "Murder"),)))
    g.apply(Action("target", (bears,)))
    pay_auto(g)
    _resolve(g)
    gy = sorted(s.objects[i].card for i in s.players[0].graveyard)
    assert gy == [GEMRAZER, "Grizzly Bears"]  # one permanent died, two cards (729.3)
    assert all(characteristics(s, i).name == s.objects[i].card for i in s.players[0].graveyard)


def test_702_140b_with_its_target_gone_it_resolves_as_a_creature_spell() -> None:
    g = _game()
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast_mutating(g, bears)
    g.apply(Action("pass"))  # Bob kills the target in response
    g.apply(Action("cast", (named(g, s.players[1].hand, "Murder"),)))
    g.apply(Action("target", (bears,)))
    pay_auto(g)
    _resolve(g)  # Murder
    _resolve(g)  # the mutating spell: its target is illegal
    gem = named(g, s.battlefield, GEMRAZER)
    assert _pt(g, gem) == (GEMRAZER, 4, 4, ["reach", "trample"])
    assert not s.stack  # it entered: it didn't mutate, so nothing triggered


def test_729_2d_a_card_on_top_of_a_token_makes_a_nontoken_permanent() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: [{GEMRAZER}]
    battlefield: [Forest, Forest, Forest, Forest, Elite Vanguard,
                  {{card: Grizzly Bears, token: true}}]
    library: [Forest, Forest]
  - name: Bob
    battlefield: [Ornithopter]
    library: [Forest]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")
    s = g.state
    token = named(g, s.battlefield, "Grizzly Bears")
    _cast_mutating(g, token)
    _resolve(g)
    g.apply(Action("choose", ("on top",)))
    assert s.objects[token].kind == "card"  # a token only if its topmost component is
    assert s.objects[token].chosen["merged"] == [{"card": "Grizzly Bears", "kind": "token"}]
    g.apply(Action("target", (named(g, s.battlefield, "Ornithopter"),)))
    _resolve(g)
    g = Game.from_json(g.to_json())
    assert _pt(g, token) == (GEMRAZER, 4, 4, ["reach", "trample"])


def test_729_saves_refuse_merged_components_off_the_battlefield() -> None:
    g = _game()
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast_mutating(g, bears)
    _resolve(g)
    g.apply(Action("choose", ("under",)))
    data = json.loads(g.to_json())
    obj = next(o for o in data["state"]["objects"] if o["id"] == bears)
    assert obj["chosen"]["merged"] == [{"card": GEMRAZER, "kind": "card"}]
    obj["chosen"]["merged"] = [{"card": "No Such Card", "kind": "card"}]
    with pytest.raises(SaveError, match=r"merged\[0\]\.card"):
        Game.from_json(json.dumps(data))
    obj["chosen"]["merged"] = [{"card": GEMRAZER, "kind": "card"}]
    Game.from_json(json.dumps(data))  # as saved: valid
    murder = next(o for o in data["state"]["objects"] if o["card"] == "Murder")
    murder["chosen"]["merged"] = [{"card": GEMRAZER, "kind": "card"}]
    with pytest.raises(SaveError, match="not a permanent"):
        Game.from_json(json.dumps(data))


def test_702_140_compiled_mutate_card() -> None:
    v = verdict(GEMRAZER)
    assert v is not None and v.implemented and v.definition is not None
    texts = [a.text.split(" (")[0] for a in v.definition.abilities]
    assert "Mutate {1}{G}{G}" in texts
    assert any(t.startswith("Whenever this creature mutates, destroy") for t in texts)


def test_729_2a_a_copy_of_a_mutated_permanent_has_every_component_s_abilities() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: [{GEMRAZER}, Clone]
    battlefield: [Forest, Forest, Forest, Island, Island, Island, Island, Grizzly Bears,
                  Elite Vanguard]
    library: [Forest, Forest]
  - name: Bob
    battlefield: [Ornithopter]
    library: [Forest]
turn: {{active: Alice, step: precombat_main, number: 3}}
""")
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast_mutating(g, bears)
    _resolve(g)
    g.apply(Action("choose", ("under",)))  # Grizzly Bears with reach and trample
    g.apply(Action("target", (named(g, s.battlefield, "Ornithopter"),)))
    _resolve(g)
    g.apply(Action("cast", (named(g, s.players[0].hand, "Clone"),)))
    pay_auto(g)
    _resolve(g)
    g.apply(Action("choose_card", (bears,)))
    clone = named(g, s.battlefield, "Clone")
    assert _pt(g, clone) == ("Grizzly Bears", 2, 2, ["reach", "trample"])
    assert "merged" not in s.objects[clone].chosen  # a copy is one card (no components)
    g = Game.from_json(g.to_json())
    assert _pt(g, clone) == ("Grizzly Bears", 2, 2, ["reach", "trample"])


def test_702_140d_it_is_the_creature_that_mutated() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Vulpikeet]
    battlefield: [Plains, Plains, Plains, Grizzly Bears]
    library: [Plains, Plains]
  - name: Bob
    library: [Plains]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    g.apply(Action("cast", (named(g, s.players[0].hand, "Vulpikeet"),)))
    if g.decision is not None and g.decision.kind == "choose":
        g.apply(Action("choose", ("mutate {2}{W}",)))
    g.apply(Action("target", (bears,)))
    pay_auto(g)
    _resolve(g)
    g.apply(Action("choose", ("under",)))
    _resolve(g)  # "Whenever this creature mutates, put a +1/+1 counter on it."
    assert s.objects[bears].counters == {"+1/+1": 1}
    assert _pt(g, bears) == ("Grizzly Bears", 3, 3, ["flying"])
