"""Bell Borca, Spectral Sergeant (seed 002 rulings) beyond what scenario files can reach:
a spell's X on the stack, Bell Borca exiling itself, expiry of permissions, clone and JSON."""

from __future__ import annotations

from mtgrules.game import Game
from mtgrules.rules.casting import permitted_exiled_cards
from mtgrules.rules.layers import characteristics
from mtgrules.rules.priority import priority_options
from mtgrules.rules.zone_change import move
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action

BORCA = "Bell Borca, Spectral Sergeant"


def board(body: str) -> Game:
    return build_game(parse_scenario("format: 1\nname: bell borca\n" + body + "\nexpect: []\n",
                                     "<test>"))


def _id(g: Game, zone: list[int], card: str) -> int:
    (oid,) = [i for i in zone if g.state.objects[i].card == card]
    return oid


MAIN = f"""
players:
  - name: Alice
    hand: [Endless One, Hill Giant]
    battlefield: ["{BORCA}", Mountain, Mountain, Mountain]
  - name: Bob
turn: {{active: Alice, step: precombat_main, number: 3}}
"""


def test_mana_value_in_exile_not_previous_zone_x_on_stack_is_noted_as_0() -> None:
    """Seed 002 rulings 2 and 5: a spell with X = 3 on the stack has mana value 3 there, but
    exiled it is a new object whose X is 0 (CR 107.3g, 400.7), and that is what is noted."""
    g = board(MAIN)
    s = g.state
    endless = _id(g, s.players[0].hand, "Endless One")
    on_stack = move(s, endless, "stack", controller=0)
    s.objects[on_stack].x = 3
    cost = characteristics(s, on_stack).mana_cost
    assert cost is not None and cost.mana_value(s.objects[on_stack].x) == 3
    borca = _id(g, s.battlefield, BORCA)
    move(s, on_stack, "exile")
    assert s.objects[borca].chosen["noted"] == {"3": [0]}
    assert characteristics(s, borca).power == 0
    move(s, _id(g, s.players[0].hand, "Hill Giant"), "exile")
    assert s.objects[borca].chosen["noted"] == {"3": [0, 4]}
    assert characteristics(s, borca).power == 4


def test_notes_only_on_battlefield_exiling_borca_itself_notes_nothing() -> None:
    """Seed 002 ruling 7: Bell Borca being exiled is not on the battlefield as it is put into
    exile, and the new exiled object is not the one that was there (CR 400.7); power 0."""
    g = board(MAIN)
    s = g.state
    new = move(s, _id(g, s.battlefield, BORCA), "exile")
    assert "noted" not in s.objects[new].chosen
    assert characteristics(s, new).power == 0
    assert characteristics(s, new).toughness == 5


def test_tokens_are_not_cards_and_are_not_noted() -> None:
    """"Each card as it's put into exile": a token is not a card (CR 108.2, 111.1)."""
    g = board(f"""
players:
  - name: Alice
    battlefield: ["{BORCA}", {{card: Hill Giant, token: true}}]
  - name: Bob
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    move(s, _id(g, s.battlefield, "Hill Giant"), "exile")
    assert "noted" not in s.objects[_id(g, s.battlefield, BORCA)].chosen


def test_permission_expires_after_the_turn() -> None:
    """"You may play that card this turn": a permission recorded for an earlier turn gives
    nothing now, for spells and lands alike."""
    g = board(f"""
players:
  - name: Alice
    exile: [Hill Giant, Forest]
    battlefield: ["{BORCA}", Mountain, Mountain, Mountain, Mountain]
  - name: Bob
turn: {{active: Alice, step: precombat_main, number: 4}}
""")
    s = g.state
    giant, forest = _id(g, s.exile, "Hill Giant"), _id(g, s.exile, "Forest")
    s.extra["play_permissions"] = [{"player": 0, "obj": giant, "turn": 3},
                                   {"player": 0, "obj": forest, "turn": 2}]
    s.touch()
    assert permitted_exiled_cards(s, 0) == []
    opts = priority_options(s, 0)
    assert Action("cast", (giant,)) not in opts and Action("play", (forest,)) not in opts
    s.extra["play_permissions"] = [{"player": 0, "obj": giant, "turn": 4},
                                   {"player": 0, "obj": forest, "turn": 4}]
    s.touch()
    assert permitted_exiled_cards(s, 0) == [giant, forest]
    assert permitted_exiled_cards(s, 1) == []
    opts = priority_options(s, 0)
    assert Action("cast", (giant,)) in opts and Action("play", (forest,)) in opts


def test_noted_values_and_permission_survive_clone_and_json() -> None:
    """Noted values and play permissions are plain data (DESIGN non-negotiable 3); a clone's
    later notes do not leak into the original (``chosen`` is shallow-copied)."""
    g = board(f"""
players:
  - name: Alice
    library: [Hill Giant, Savannah Lions, Forest]
    battlefield: ["{BORCA}", Plains]
  - name: Bob
    library: [Island]
turn: {{active: Bob, step: end, number: 1}}
""")
    s = g.state
    borca = _id(g, s.battlefield, BORCA)
    while not (s.turn == 2 and s.step == "upkeep" and not s.stack and not s.triggered
               and s.exile):
        g.apply(Action("pass"))
        s = g.state
    assert s.objects[borca].chosen["noted"] == {"2": [4]}
    giant = _id(g, s.exile, "Hill Giant")
    assert s.extra["play_permissions"] == [{"player": 0, "obj": giant, "turn": 2}]
    c = g.clone()
    move(c.state, _id(c, c.state.players[0].library, "Savannah Lions"), "exile")
    assert c.state.objects[borca].chosen["noted"] == {"2": [4, 1]}
    assert s.objects[borca].chosen["noted"] == {"2": [4]}
    j = Game.from_json(g.to_json())
    assert j.state.objects[borca].chosen["noted"] == {"2": [4]}
    assert characteristics(j.state, borca).power == 4
    assert j.to_json() == g.to_json()
