"""Split cards (CR 709) and aftermath (702.127), played in real games."""

from __future__ import annotations

from tests.rules._helpers import board, has_option

from mtgrules import Game
from mtgrules.state.decision import Action

from ._faces import cast, chars, ids_of, only, resolve, round_trip

WAX_WANE = "Wax // Wane"
CUT_RIBBONS = "Cut // Ribbons"


def _wax_wane_board(lands: str = "[Forest, Plains]") -> Game:
    return board(f"""
players:
  - name: Alice
    hand: ["{WAX_WANE}"]
    battlefield: {lands}
    library: [Island]
  - name: Bob
    battlefield: [Grizzly Bears, Mana Flare]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")


def test_709_4_in_hand_a_split_card_has_both_halves_characteristics_combined() -> None:
    g = _wax_wane_board()
    card = only(g, g.state.players[0].hand, WAX_WANE)
    assert chars(g, card) == ("Wax // Wane", 2, frozenset({"G", "W"}), frozenset({"Instant"}))


def test_709_3_the_player_chooses_a_half_and_only_it_exists_on_the_stack() -> None:
    g = _wax_wane_board()
    s = g.state
    card = only(g, s.players[0].hand, WAX_WANE)
    g.apply(Action("cast", (card,)))
    assert g.decision is not None and g.decision.kind == "choose"
    assert {o.args[0] for o in g.decision.options} == {"Wax", "Wane"}
    flare = only(g, s.battlefield, "Mana Flare")
    g.apply(Action("choose", ("Wane",)))
    # Wane's only target kind is an enchantment (709.3b: Wax's characteristics don't exist)
    assert [o.args[0] for o in g.decision.options] == [flare]
    g.apply(Action("target", (flare,)))
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    spell = s.stack[-1]
    assert s.objects[spell].card == "Wax // Wane|Wane"
    assert chars(g, spell) == ("Wane", 1, frozenset({"W"}), frozenset({"Instant"}))
    g = round_trip(g)
    s = g.state
    resolve(g)
    assert ids_of(g, s.battlefield, "Mana Flare") == []
    assert ids_of(g, s.players[1].graveyard, "Mana Flare")
    # back in the graveyard it is the whole card again (709.4, CR 400.7)
    gy = only(g, s.players[0].graveyard, WAX_WANE)
    assert chars(g, gy) == ("Wax // Wane", 2, frozenset({"G", "W"}), frozenset({"Instant"}))
    assert any(e["event"] == "cast" and e["text"].endswith("casts Wane#" + str(spell))
               for e in s.log)


def test_709_3a_only_the_chosen_half_is_evaluated_to_see_if_it_can_be_cast() -> None:
    g = _wax_wane_board("[Forest]")  # {G}: Wax can be paid, Wane ({W}) can't
    s = g.state
    card = only(g, s.players[0].hand, WAX_WANE)
    bears = only(g, s.battlefield, "Grizzly Bears")
    spell = cast(g, card, targets=(bears,))  # no choice is asked: Wax is the only castable half
    assert s.objects[spell].card == "Wax // Wane|Wax"
    resolve(g)
    from mtgrules.rules.layers import characteristics

    c = characteristics(s, bears)
    assert (c.power, c.toughness) == (4, 4)


def test_709_3a_a_sorcery_half_is_not_castable_on_the_opponents_turn() -> None:
    g = board("""
players:
  - name: Alice
    hand: ["Assault // Battery"]
    battlefield: [Mountain, Forest, Forest, Forest]
    library: [Island]
  - name: Bob
    library: [Island]
turn: {active: Bob, step: precombat_main}
""")
    g.apply(Action("pass"))  # Bob passes: Alice has priority in Bob's main phase
    assert g.decision is not None and g.decision.player == 0
    card = only(g, g.state.players[0].hand, "Assault // Battery")
    assert not has_option(g, "cast", card)
    assert chars(g, card)[:2] == ("Assault // Battery", 5)


def _cut_board() -> Game:
    return board(f"""
players:
  - name: Alice
    hand: ["{CUT_RIBBONS}"]
    battlefield: [Mountain, Mountain, Swamp, Swamp, Swamp, Swamp]
    library: [Island, Island]
  - name: Bob
    battlefield: [Grizzly Bears]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")


def test_702_127a_aftermath_first_half_from_hand_second_half_only_from_the_graveyard() -> None:
    g = _cut_board()
    s = g.state
    card = only(g, s.players[0].hand, CUT_RIBBONS)
    bears = only(g, s.battlefield, "Grizzly Bears")
    spell = cast(g, card, targets=(bears,))  # only Cut may be cast from the hand
    assert s.objects[spell].card == "Cut // Ribbons|Cut"
    resolve(g)
    assert ids_of(g, s.players[1].graveyard, "Grizzly Bears")
    gy = only(g, s.players[0].graveyard, CUT_RIBBONS)
    assert chars(g, gy)[:2] == ("Cut // Ribbons", 4)  # {1}{R} + {X}{B}{B}, X = 0 (709.4b)
    spell = cast(g, gy, x=2)  # from the graveyard only Ribbons may be cast
    assert s.objects[spell].card == "Cut // Ribbons|Ribbons"
    assert chars(g, spell)[:3] == ("Ribbons", 2, frozenset({"B"}))
    resolve(g)
    assert s.players[1].life == 18
    # cast from a graveyard, it is exiled instead of going anywhere else (702.127a)
    assert ids_of(g, s.players[0].graveyard, CUT_RIBBONS) == []
    assert only(g, s.exile, CUT_RIBBONS)
    assert any(e["event"] == "replacement" and e["rule"] == "702.127a" for e in s.log)


def test_702_127a_the_aftermath_half_is_not_castable_from_the_hand() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: ["{CUT_RIBBONS}"]
    battlefield: [Swamp, Swamp, Swamp]
    library: [Island]
  - name: Bob
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    card = only(g, g.state.players[0].hand, CUT_RIBBONS)
    # Ribbons could be paid ({B}{B}), but not from a hand; Cut has no target and no {R}
    assert not has_option(g, "cast", card)


WEAR_TEAR = "Wear // Tear"


def _wear_board(bob: str) -> Game:
    return board(f"""
players:
  - name: Alice
    hand: ["{WEAR_TEAR}"]
    battlefield: [Mountain, Mountain, Plains]
    library: [Island]
  - name: Bob
    battlefield: {bob}
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")


def test_702_102_a_fused_split_spell_has_both_halves_and_follows_left_then_right() -> None:
    g = _wear_board("[Fellwar Stone, Mana Flare]")
    s = g.state
    card = only(g, s.players[0].hand, WEAR_TEAR)
    g.apply(Action("cast", (card,)))
    assert g.decision is not None and g.decision.kind == "choose"
    assert [o.args[0] for o in g.decision.options] == ["Wear", "Tear", "Wear // Tear"]
    g.apply(Action("choose", ("Wear // Tear",)))  # 702.102a: both halves, fused
    stone = only(g, s.battlefield, "Fellwar Stone")
    flare = only(g, s.battlefield, "Mana Flare")
    assert [o.args[0] for o in g.decision.options] == [stone]  # Wear's target first
    g.apply(Action("target", (stone,)))
    assert [o.args[0] for o in g.decision.options] == [flare]  # then Tear's
    g.apply(Action("target", (flare,)))
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    spell = s.stack[-1]
    # 702.102b-c, 709.4d: the combined characteristics, the total cost of both halves paid
    assert chars(g, spell) == ("Wear // Tear", 3, frozenset({"R", "W"}), frozenset({"Instant"}))
    assert all(s.objects[x].tapped for x in s.battlefield if s.objects[x].controller == 0)
    resolve(g)
    assert ids_of(g, s.battlefield, "Fellwar Stone") == ids_of(g, s.battlefield, "Mana Flare") \
        == []
    destroyed = [e["text"] for e in s.log if e["event"] == "destroy"]
    assert destroyed[0].startswith("Fellwar Stone") and destroyed[1].startswith("Mana Flare")
    assert only(g, s.players[0].graveyard, WEAR_TEAR)


def test_702_102a_fuse_needs_every_half_castable_from_the_hand() -> None:
    g = _wear_board("[Fellwar Stone]")  # no enchantment: Tear (and so the fused spell) can't
    s = g.state
    card = only(g, s.players[0].hand, WEAR_TEAR)
    spell = cast(g, card, targets=(only(g, s.battlefield, "Fellwar Stone"),))
    assert s.objects[spell].card == "Wear // Tear|Wear"  # the only castable choice: no question
