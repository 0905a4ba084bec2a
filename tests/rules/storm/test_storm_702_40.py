"""Storm (CR 702.40a) on a real game: the pending new-target decision of a copy survives JSON
save and clone (DESIGN 3); a copy is not cast (707.10) and, countered, ceases to exist
(707.10a, 704.5e); a storm spell with nothing cast before it makes no copy."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.state.decision import Action

from .._helpers import board, named, option, pay_auto

_BOARD = """
players:
  - name: Alice
    hand: [Lightning Bolt, Grapeshot]
    battlefield: [Mountain, Mountain, Mountain]
  - name: Bob
    battlefield: [Llanowar Elves]
turn: {active: Alice, step: precombat_main, number: 3}
"""


def _cast(g: Game, card: str, target: int) -> None:
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, card)))
    g.apply(option(g, "target", target))
    pay_auto(g)


def test_702_40a_copy_target_decision_survives_json_and_clone() -> None:
    g = board(_BOARD)
    _cast(g, "Lightning Bolt", -2)
    g.apply(Action("pass"))
    g.apply(Action("pass"))  # the Bolt resolves: Bob at 17
    _cast(g, "Grapeshot", -2)
    assert g.state.players[0].spells_cast_this_turn == 2
    g.apply(Action("pass"))
    g.apply(Action("pass"))  # the storm trigger resolves: one copy, its target asked
    assert g.decision is not None and g.decision.kind == "target"
    copies = [o for o in g.state.objects.values() if o.kind == "copy"]
    assert len(copies) == 1 and copies[0].zone == "stack" and not copies[0].cast
    elves = named(g, g.state.battlefield, "Llanowar Elves")
    g2 = Game.from_json(g.to_json())
    g3 = g.clone()
    for game in (g, g2, g3):
        game.apply(Action("target", (elves,)))
        while game.state.stack:
            game.apply(Action("pass"))
        st = game.state
        assert st.players[1].life == 16
        assert st.objects[elves].zone != "battlefield"
        assert all(o.zone == "gone" for o in st.objects.values() if o.kind == "copy")
        assert st.players[0].spells_cast_this_turn == 2  # the copy was not cast
    assert g2.to_json() == g.to_json() == g3.to_json()


def test_702_40a_first_spell_of_the_turn_makes_no_copy() -> None:
    g = board(_BOARD)
    _cast(g, "Grapeshot", -2)
    while g.state.stack:
        g.apply(Action("pass"))
    assert g.state.players[1].life == 19
    assert not any(o.kind == "copy" for o in g.state.objects.values())
