"""Cascade (CR 702.85a, 702.85c) on a real game: the free cast is offered only for a card
with a lesser mana value, each instance triggers separately, and the pending "you may" survives
JSON save and clone (DESIGN 3)."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.state.decision import Action

from .._helpers import board, named, option, pay_auto


def _cast_elf(board_text: str) -> Game:
    g = board(board_text)
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, "Bloodbraid Elf")))
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))  # the cascade trigger resolves
    return g


def test_702_85a_no_lesser_card_exiles_the_whole_library_and_bottoms_it() -> None:
    g = _cast_elf("""
players:
  - name: Alice
    hand: [Bloodbraid Elf]
    library: [Forest, Colossal Dreadmaw, Hill Giant]
    battlefield: [Mountain, Mountain, Forest, Forest]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    assert g.decision is not None and g.decision.kind == "priority"  # nothing to cast
    assert len(s.players[0].library) == 3 and not any(o.zone == "exile" for o in s.objects.values())


def test_702_85a_the_may_decision_survives_json_and_clone() -> None:
    g = _cast_elf("""
players:
  - name: Alice
    hand: [Bloodbraid Elf]
    library: [Island, Lightning Bolt, Forest]
    battlefield: [Mountain, Mountain, Forest, Forest]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    assert g.decision is not None and g.decision.kind == "may"
    g2 = Game.from_json(g.to_json())
    g3 = g.clone()
    for game in (g, g2, g3):
        game.apply(Action("yes"))
        game.apply(option(game, "target", -2))  # Bob
        while game.state.stack:
            game.apply(Action("pass"))
        st = game.state
        assert st.players[1].life == 17
        assert len(st.players[0].library) == 2 and not any(o.zone == "exile" for o in st.objects.values())
    assert g2.to_json() == g.to_json() == g3.to_json()
