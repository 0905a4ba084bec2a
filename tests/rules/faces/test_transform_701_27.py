"""Transforming double-faced cards (CR 712, 701.27 transform), played in real games."""

from __future__ import annotations

from tests.rules._helpers import advance, board, option, pay_auto

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

from ._faces import cast, chars, only, resolve, round_trip

YOUTH = "Cloistered Youth // Unholy Fiend"
FIEND = YOUTH + "|Unholy Fiend"
GARGOYLE = "Thraben Gargoyle // Stonewing Antagonizer"
TOME = "Mysterious Tome // Chilling Chronicle"


def _youth_board() -> Game:
    return board(f"""
players:
  - name: Alice
    battlefield: ["{YOUTH}"]
    hand: ["{YOUTH}"]
    library: [Island, Island, Island]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
    library: [Island, Island, Island]
turn: {{active: Bob, step: end}}
""")


def test_712_8a_a_transforming_card_is_cast_only_with_its_front_face_up() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: ["{YOUTH}"]
    battlefield: [Plains, Plains]
    library: [Island]
  - name: Bob
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    card = only(g, s.players[0].hand, YOUTH)
    assert chars(g, card) == ("Cloistered Youth", 2, frozenset({"W"}), frozenset({"Creature"}))
    spell = cast(g, card)  # no face to choose: the back face can't be cast
    assert s.objects[spell].card == YOUTH
    resolve(g)
    perm = only(g, s.battlefield, YOUTH)
    assert characteristics(s, perm).name == "Cloistered Youth"


def test_701_27a_a_trigger_transforms_the_permanent_which_stays_the_same_object() -> None:
    g = _youth_board()
    s = g.state
    youth = only(g, s.battlefield, YOUTH)
    ts = s.objects[youth].timestamp
    advance(g, lambda g: g.decision is not None and g.decision.kind == "may")
    assert s.active == 0 and s.step == "upkeep"
    g.apply(Action("yes"))  # "you may transform this creature"
    assert s.objects[youth].card == FIEND  # the same object (712.18), back face up
    assert s.objects[youth].zone == "battlefield" and s.objects[youth].timestamp == ts
    c = characteristics(s, youth)
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes) == (
        "Unholy Fiend", 3, 3, frozenset({"B"}), frozenset({"Horror"}))
    # 202.3b, 712.8e: the back face's mana value is its front face's mana cost's
    assert chars(g, youth)[1] == 2
    assert any(e["event"] == "transform" and e["rule"] == "701.27a" for e in s.log)
    g = round_trip(g)
    s = g.state
    # the back face's ability works: at the beginning of Alice's end step she loses 1 life
    advance(g, lambda g: g.state.step == "end" and g.state.active == 0)
    advance(g, lambda g: g.state.players[0].life < 20 or g.state.step == "cleanup")
    assert s.players[0].life == 19
    # Bob kills it on his turn: in the graveyard it is its front face again (712.8a, 400.7)
    advance(g, lambda g: g.state.active == 1 and g.state.step == "precombat_main")
    cast(g, only(g, s.players[1].hand, "Murder"), targets=(youth,))
    resolve(g)
    gy = only(g, s.players[0].graveyard, YOUTH)
    assert chars(g, gy) == ("Cloistered Youth", 2, frozenset({"W"}), frozenset({"Creature"}))


def test_701_27a_declining_the_may_leaves_it_front_face_up() -> None:
    g = _youth_board()
    s = g.state
    youth = only(g, s.battlefield, YOUTH)
    advance(g, lambda g: g.decision is not None and g.decision.kind == "may")
    g.apply(Action("no"))
    assert s.objects[youth].card == YOUTH
    assert characteristics(s, youth).name == "Cloistered Youth"


def _activate(g: Game, oid: int) -> None:
    opts = [o for o in g.decision.options if o.kind == "activate" and o.args[0] == oid  # type: ignore[union-attr]
            and not o.args[1].startswith("basic:")]
    assert len(opts) == 1, opts
    g.apply(opts[0])
    pay_auto(g)


def test_701_27f_an_ability_put_on_the_stack_before_the_permanent_transformed_does_nothing(
        ) -> None:
    g = board(f"""
players:
  - name: Alice
    battlefield: ["{GARGOYLE}", Plains, Plains, Plains, Plains, Plains, Plains, Plains,
                  Plains, Plains, Plains, Plains, Plains]
    library: [Island]
  - name: Bob
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    garg = only(g, s.battlefield, GARGOYLE)
    _activate(g, garg)  # {6}: Transform this creature.
    _activate(g, garg)  # again, in response
    assert len(s.stack) == 2
    resolve(g)  # the second activation transforms it
    c = characteristics(s, garg)
    assert (c.name, c.power, c.toughness, "flying" in c.keywords) == (
        "Stonewing Antagonizer", 4, 2, True)
    resolve(g)  # the first was put on the stack before it transformed: nothing happens
    assert characteristics(s, garg).name == "Stonewing Antagonizer"
    assert any(e["event"] == "no_transform" and e["rule"] == "701.27f" for e in s.log)


def test_701_27a_each_face_s_activated_ability_transforms_it_back_and_forth() -> None:
    g = board(f"""
players:
  - name: Alice
    battlefield: ["{TOME}", Island, Island, Island, Island]
    library: [Island, Island, Island]
  - name: Bob
    battlefield: [Grizzly Bears]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    tome = only(g, s.battlefield, TOME)
    hand = len(s.players[0].hand)
    _activate(g, tome)  # {2}, {T}: Draw a card. Transform this artifact.
    resolve(g)
    assert len(s.players[0].hand) == hand + 1
    assert characteristics(s, tome).name == "Chilling Chronicle"
    g = round_trip(g)
    s = g.state
    advance(g, lambda g: g.state.active == 0 and g.state.step == "precombat_main"
            and g.state.turn > 1)  # Alice's next turn: the Chronicle untapped
    assert characteristics(s, tome).name == "Chilling Chronicle"
    bears = only(g, s.battlefield, "Grizzly Bears")
    g.apply(option(g, "activate", tome))  # {1}, {T}: Tap target nonland permanent. Transform
    g.apply(option(g, "target", bears))
    pay_auto(g)
    resolve(g)
    assert s.objects[bears].tapped
    assert characteristics(s, tome).name == "Mysterious Tome"


WAIF = "Reckless Waif // Merciless Predator"
PREDATOR = WAIF + "|Merciless Predator"


def _upkeep(g: Game, player: int) -> None:
    """Advance through ``player``'s upkeep (its triggers resolved) to their draw step."""
    advance(g, lambda g: g.state.active == player and g.state.step == "draw")


def test_603_4_werewolf_transforms_when_no_spells_were_cast_last_turn_and_back_after_two(
        ) -> None:
    g = board(f"""
players:
  - name: Alice
    battlefield: ["{WAIF}"]
    library: [Island, Island, Island]
  - name: Bob
    hand: [Shock, Shock, Shock]
    battlefield: [Mountain, Mountain, Mountain]
    library: [Island, Island, Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    waif = only(g, s.battlefield, WAIF)
    # Alice casts nothing this turn: at Bob's upkeep, no spells were cast last turn
    _upkeep(g, 1)
    assert s.extra["spells_last_turn"] == [0, 0]
    assert s.objects[waif].card == PREDATOR
    c = characteristics(s, waif)
    assert (c.name, c.power, c.toughness) == ("Merciless Predator", 3, 2)
    # Bob casts two spells in his turn: at Alice's upkeep it transforms back
    advance(g, lambda g: g.state.step == "precombat_main")
    for _ in range(2):
        shock = [i for i in s.players[1].hand if s.objects[i].card == "Shock"][0]
        cast(g, shock, targets=(-1,))  # Alice (player 0's reference is -1)
        resolve(g)
    assert s.players[0].life == 16
    g = round_trip(g)
    s = g.state
    _upkeep(g, 0)
    assert s.extra["spells_last_turn"] == [0, 2]
    assert s.objects[waif].card == WAIF
    assert characteristics(s, waif).name == "Reckless Waif"


def test_603_4_one_spell_last_turn_transforms_neither_way() -> None:
    g = board(f"""
players:
  - name: Alice
    battlefield: ["{WAIF}", Mountain]
    hand: [Shock]
    library: [Island, Island, Island]
  - name: Bob
    library: [Island, Island, Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    waif = only(g, s.battlefield, WAIF)
    cast(g, only(g, s.players[0].hand, "Shock"), targets=(-2,))
    resolve(g)
    _upkeep(g, 1)
    assert s.extra["spells_last_turn"] == [1, 0]
    assert s.objects[waif].card == WAIF
    assert not any(e["event"] == "transform" for e in s.log)
