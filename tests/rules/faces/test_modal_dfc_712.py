"""Modal double-faced cards (CR 712), played in real games."""

from __future__ import annotations

from tests.rules._helpers import board, has_option, option

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

from ._faces import cast, chars, ids_of, only, resolve, round_trip

GRACE = "Glasswing Grace // Age-Graced Chapel"
CHAPEL = GRACE + "|Age-Graced Chapel"


def _board(lands: str = "[]", extra: str = "") -> Game:
    return board(f"""
players:
  - name: Alice
    hand: ["{GRACE}"{extra}]
    battlefield: {lands}
    library: [Island, Island]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")


def test_712_8a_in_hand_a_double_faced_card_has_only_its_front_face() -> None:
    g = _board()
    card = only(g, g.state.players[0].hand, GRACE)
    assert chars(g, card) == ("Glasswing Grace", 5, frozenset({"W", "B"}),
                              frozenset({"Enchantment"}))


def test_712_11b_the_back_face_is_played_as_a_land_and_has_only_its_characteristics() -> None:
    g = _board()
    s = g.state
    card = only(g, s.players[0].hand, GRACE)
    g.apply(option(g, "play", card))
    land = only(g, s.battlefield, CHAPEL)
    c = characteristics(s, land)
    assert (c.name, c.types, c.colors) == ("Age-Graced Chapel", frozenset({"Land"}),
                                           frozenset())
    assert s.objects[land].tapped  # "Age-Graced Chapel enters tapped."
    assert s.players[0].lands_played == 1
    g = round_trip(g)
    assert g.state.objects[land].card == CHAPEL


def test_712_8d_the_front_face_cast_as_an_aura_enchants_then_goes_to_the_graveyard() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: ["{GRACE}"]
    battlefield: [Plains, Plains, Swamp, Swamp, Swamp, Grizzly Bears]
    library: [Island, Island]
  - name: Bob
    hand: [Murder]
    battlefield: [Swamp, Swamp, Swamp]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    card = only(g, s.players[0].hand, GRACE)
    bears = only(g, s.battlefield, "Grizzly Bears")
    g.apply(Action("cast", (card,)))  # the front face is an Aura spell: no face to choose
    g.apply(option(g, "target", bears))
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    resolve(g)
    aura = only(g, s.battlefield, GRACE)
    assert s.objects[aura].attached_to == bears
    c = characteristics(s, bears)
    assert (c.power, c.toughness, "flying" in c.keywords, "lifelink" in c.keywords) == (
        4, 4, True, True)
    g.apply(Action("pass"))
    murder = only(g, s.players[1].hand, "Murder")
    cast(g, murder, targets=(bears,))
    resolve(g)
    assert ids_of(g, s.battlefield, GRACE) == []
    assert chars(g, only(g, s.players[0].graveyard, GRACE))[0] == "Glasswing Grace"
    assert not has_option(g, "play", only(g, s.players[0].graveyard, GRACE))


def test_712_8a_a_back_face_permanent_leaving_the_battlefield_is_its_front_face() -> None:
    g = _board("[Mountain, Mountain, Mountain, Mountain]", ', "Pain // Suffering"')
    s = g.state
    g.apply(option(g, "play", only(g, s.players[0].hand, GRACE)))
    land = only(g, s.battlefield, CHAPEL)
    split = only(g, s.players[0].hand, "Pain // Suffering")
    g.apply(Action("cast", (split,)))
    # Pain ({B}) can't be paid: Suffering ({3}{R}) is cast, destroying the Chapel
    spell = s.stack[-1]
    assert s.objects[spell].card == "Pain // Suffering|Suffering"
    g.apply(option(g, "target", land))
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    resolve(g)
    assert ids_of(g, s.battlefield, CHAPEL) == []
    gy = only(g, s.players[0].graveyard, GRACE)  # CR 400.7: a new object, front face up
    assert chars(g, gy) == ("Glasswing Grace", 5, frozenset({"W", "B"}),
                            frozenset({"Enchantment"}))
    assert any(e["event"] == "destroy" and "Age-Graced Chapel#" in e["text"] for e in s.log)


PATHWAY = "Brightclimb Pathway // Grimclimb Pathway"


def test_712_12_a_card_with_two_land_faces_is_played_with_the_chosen_face_up() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: ["{PATHWAY}"]
    library: [Island]
  - name: Bob
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    card = only(g, s.players[0].hand, PATHWAY)
    assert chars(g, card) == ("Brightclimb Pathway", 0, frozenset(), frozenset({"Land"}))
    g.apply(option(g, "play", card))
    assert g.decision is not None and g.decision.kind == "choose"
    assert [o.args[0] for o in g.decision.options] == ["Brightclimb Pathway",
                                                       "Grimclimb Pathway"]
    assert s.objects[card].zone == "hand" and s.players[0].lands_played == 0
    g = round_trip(g)  # the choice pending in its own frame survives a save
    s = g.state
    g.apply(Action("choose", ("Grimclimb Pathway",)))
    land = only(g, s.battlefield, PATHWAY + "|Grimclimb Pathway")
    assert characteristics(s, land).name == "Grimclimb Pathway"
    assert s.players[0].lands_played == 1
    assert not s.objects[land].tapped
    g.apply(option(g, "activate", land))  # {T}: Add {B}.
    assert s.players[0].mana == [0, 0, 1, 0, 0, 0]  # W U B R G C: one black
    assert any(e["event"] == "play_land" and e["text"] == "Alice plays Grimclimb Pathway"
               for e in s.log)
