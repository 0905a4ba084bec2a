"""Plain-text and rich rendering."""

from __future__ import annotations

import io

from rich.console import Console

from mtgrules.agents.view import PlayerView
from mtgrules.decks import load_deck
from mtgrules.game import Game
from mtgrules.render.rich_board import board_renderable
from mtgrules.render.text import board_lines, board_text, render_action, render_event
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action

BOARD = """
format: 1
name: render
players:
  - name: Alice
    battlefield: [Mountain, Goblin Guide]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [{card: Grizzly Bears, tapped: true}]
    hand: [Giant Growth]
turn: {active: Alice, step: precombat_main}
expect: []
"""


def game() -> Game:
    return build_game(parse_scenario(BOARD))


def oid(g: Game, name: str) -> int:
    return next(i for i, o in g.state.objects.items() if o.card == name)


def test_render_actions() -> None:
    g = game()
    bolt, guide = oid(g, "Lightning Bolt"), oid(g, "Goblin Guide")
    assert render_action(Action("cast", (bolt,)), g) == f"cast Lightning Bolt#{bolt}"
    assert render_action(Action("target", (-2,)), g) == "target Bob"
    assert render_action(Action("attack", (guide, -2)), g) == f"attack Bob with Goblin Guide#{guide}"
    assert render_action(Action("pass")) == "pass priority"
    assert render_action(Action("auto")) == "pay automatically"
    assert render_action(Action("x", (3,))) == "X = 3"
    bears = oid(g, "Grizzly Bears")
    assert render_action(Action("block", (bears, guide)), g) == \
        f"block Goblin Guide#{guide} with Grizzly Bears#{bears}"


def test_render_action_through_a_view_hides_hidden_cards() -> None:
    g = game()
    growth = oid(g, "Giant Growth")
    assert "Giant Growth" not in render_action(Action("cast", (growth,)), PlayerView(g, 0))
    assert "Giant Growth" in render_action(Action("cast", (growth,)), PlayerView(g, 1))


def test_render_event_line() -> None:
    ev = {"turn": 3, "step": "precombat_main", "event": "cast", "player": "Alice",
          "objects": [[45, "Lightning Bolt"]], "rule": "601.2i",
          "text": "Alice casts Lightning Bolt#45"}
    assert render_event(ev) == "T3 precombat_main  Alice  casts Lightning Bolt#45  [601.2i]"
    ev2 = dict(ev, player=None, text="Shock#4 deals 2 damage to Grizzly Bears#5", rule="120.3e")
    assert render_event(ev2) == \
        "T3 precombat_main  -  Shock#4 deals 2 damage to Grizzly Bears#5  [120.3e]"


def test_board_text() -> None:
    g = game()
    text = board_text(g)
    assert "Alice: life 20" in text and "Bob: life 20" in text
    assert "Goblin Guide#" in text and "2/2" in text and "tapped" in text
    assert "Giant Growth" not in text and "Lightning Bolt" not in text  # hands hidden
    mine = board_lines(PlayerView(g, 0))
    assert any(line.startswith("  hand: Lightning Bolt#") for line in mine)
    assert "Giant Growth" not in "\n".join(mine)


def test_board_text_of_a_real_game_is_deterministic() -> None:
    red, green = load_deck("red").card_names(), load_deck("green").card_names()
    a = Game.new([red, green], seed=4)
    b = Game.new([red, green], seed=4)
    assert board_text(a) == board_text(b)


def test_rich_board_renders() -> None:
    g = game()
    out = io.StringIO()
    Console(file=out, width=100).print(board_renderable(PlayerView(g, 0)))
    text = out.getvalue()
    assert "Alice" in text and "Bob" in text and "Goblin Guide" in text
    assert "Your hand: Lightning Bolt#" in text
    assert "Giant Growth" not in text
