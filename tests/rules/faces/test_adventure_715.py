"""Adventurer cards (CR 715), played in real games."""

from __future__ import annotations

from tests.rules._helpers import board, has_option

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

from ._faces import cast, chars, ids_of, only, resolve, round_trip

BORROWER = "Brazen Borrower // Petty Theft"


def _board(lands: str) -> Game:
    return board(f"""
players:
  - name: Alice
    hand: ["{BORROWER}"]
    battlefield: {lands}
    library: [Island, Island]
  - name: Bob
    hand: [Counterspell]
    battlefield: [Grizzly Bears, Island, Island]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")


def test_715_4_in_hand_an_adventurer_card_has_only_its_normal_characteristics() -> None:
    g = _board("[Island]")
    card = only(g, g.state.players[0].hand, BORROWER)
    c = characteristics(g.state, card)
    assert (c.name, c.power, c.toughness) == ("Brazen Borrower", 3, 1)
    assert chars(g, card) == ("Brazen Borrower", 3, frozenset({"U"}), frozenset({"Creature"}))


def test_715_3d_an_adventure_is_exiled_as_it_resolves_and_the_creature_cast_from_exile() -> None:
    g = _board("[Island, Island, Island, Island, Island]")
    s = g.state
    card = only(g, s.players[0].hand, BORROWER)
    bears = only(g, s.battlefield, "Grizzly Bears")
    g.apply(Action("cast", (card,)))
    assert g.decision is not None and g.decision.kind == "choose"  # 715.3: which way
    assert {o.args[0] for o in g.decision.options} == {"Brazen Borrower", "Petty Theft"}
    g.apply(Action("choose", ("Petty Theft",)))
    g.apply(Action("target", (bears,)))
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    spell = s.stack[-1]
    # 715.3b: on the stack as an Adventure it has only the alternative characteristics
    assert chars(g, spell) == ("Petty Theft", 2, frozenset({"U"}), frozenset({"Instant"}))
    assert "Adventure" in characteristics(s, spell).subtypes
    resolve(g)  # Bob doesn't counter it
    assert ids_of(g, s.players[1].hand, "Grizzly Bears")
    exiled = only(g, s.exile, BORROWER)
    assert chars(g, exiled)[0] == "Brazen Borrower"
    g = round_trip(g)
    s = g.state
    # 715.3d: its controller may cast the creature from exile, but not the Adventure again
    g.apply(Action("cast", (exiled,)))
    assert g.decision is not None and g.decision.kind == "pay_mana"  # no face to choose
    while g.decision is not None and g.decision.kind == "pay_mana":
        g.apply(Action("auto"))
    spell = s.stack[-1]
    assert s.objects[spell].card == BORROWER
    resolve(g)
    perm = only(g, s.battlefield, BORROWER)
    c = characteristics(s, perm)
    assert (c.name, c.power, c.toughness, "flying" in c.keywords) == (
        "Brazen Borrower", 3, 1, True)
    assert ids_of(g, s.exile, BORROWER) == []


def test_715_3d_a_countered_adventure_goes_to_the_graveyard_not_exile() -> None:
    g = _board("[Island, Island]")
    s = g.state
    card = only(g, s.players[0].hand, BORROWER)
    bears = only(g, s.battlefield, "Grizzly Bears")
    spell = cast(g, card, targets=(bears,))  # {1}{U}: only Petty Theft can be paid
    assert s.objects[spell].card == "Brazen Borrower // Petty Theft|Petty Theft"
    g.apply(Action("pass"))  # Alice passes; Bob counters it
    counter = only(g, s.players[1].hand, "Counterspell")
    cast(g, counter, targets=(spell,))
    resolve(g)
    gy = only(g, s.players[0].graveyard, BORROWER)
    assert chars(g, gy)[0] == "Brazen Borrower"
    assert ids_of(g, s.exile, BORROWER) == []
    assert not s.extra.get("play_permissions")
    assert not has_option(g, "cast", gy)


WILDLING = "Sagu Wildling // Roost Seek"


def test_720_3d_an_omen_is_shuffled_into_its_owners_library_as_it_resolves() -> None:
    g = board(f"""
players:
  - name: Alice
    hand: ["{WILDLING}"]
    battlefield: [Forest]
    library: [Forest, Island, Island]
  - name: Bob
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    s = g.state
    card = only(g, s.players[0].hand, WILDLING)
    assert chars(g, card)[:2] == ("Sagu Wildling", 5)
    spell = cast(g, card)  # {G}: only the Omen (Roost Seek) can be paid
    assert s.objects[spell].card == WILDLING + "|Roost Seek"
    assert "Omen" in characteristics(s, spell).subtypes  # 720.3b
    resolve(g)
    while g.decision is not None and g.decision.kind != "priority":
        g.apply(g.decision.options[0])  # the search: the only basic land card is a Forest
    assert ids_of(g, s.players[0].hand, "Forest")
    # 720.3d: shuffled into the library, not put into the graveyard or exiled
    assert only(g, s.players[0].library, WILDLING)
    assert s.players[0].graveyard == [] and ids_of(g, s.exile, WILDLING) == []
    assert len(s.players[0].library) == 3
    assert any(e["event"] == "omen" and e["rule"] == "720.3d" for e in s.log)
