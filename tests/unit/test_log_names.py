"""How the log and the errors name things: an ability on the stack by its source (CR 113.7a),
"~" in a trigger's text as its card's name (CR 201.5), one turn or several, and what a
notation string that names no legal option is told (issue 26's newcomer findings)."""

from __future__ import annotations

import pytest

from mtgrules.decks import load_deck
from mtgrules.errors import DeckError, IllegalActionError, ScenarioError
from mtgrules.game import Game
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.scenarios.parser import load_scenario
from mtgrules.state.decision import Action


def test_a_triggered_ability_resolves_under_its_source_s_name_with_tilde_spelled_out() -> None:
    g = build_game(parse_scenario("""
format: 1
name: trigger names
players:
  - name: Alice
    battlefield: [Island]
    hand: [Temple of Deceit]
    library: [Forest, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
expect: []
"""))
    temple = g.state.players[0].hand[0]
    g.apply(Action("play", (temple,)))
    for _ in range(10):
        d = g.decision
        if d is None or d.kind == "priority" and not g.state.stack:
            break
        g.apply(d.options[0] if d.kind != "priority" else Action("pass"))
    texts = [e["text"] for e in g.state.log]
    put = next(t for t in texts if "triggered ability is put on the stack" in t)
    assert "When Temple of Deceit enters, scry 1." in put and "~" not in put
    assert any(t.startswith("Temple of Deceit#") and t.endswith("'s triggered ability resolves")
               for t in texts)


def test_a_name_that_matches_no_legal_option_is_told_so_with_the_options() -> None:
    g = Game.new([load_deck("red").card_names(), load_deck("green").card_names()],
                 ["Alice", "Bob"], seed=1)
    g.apply("keep")
    g.apply("keep")
    with pytest.raises(IllegalActionError, match="no legal option matches 'cast Grizzly "
                       "Bears' now; legal: pass"):
        g.apply("cast Grizzly Bears")


def test_a_folder_is_not_a_decklist_nor_a_scenario(tmp_path: object) -> None:
    with pytest.raises(DeckError, match="is a folder; give one decklist file in it"):
        load_deck(str(tmp_path))
    with pytest.raises(ScenarioError, match="no such scenario file"):
        load_scenario(f"{tmp_path}/missing.yaml")
