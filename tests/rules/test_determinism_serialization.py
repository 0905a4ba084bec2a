"""Determinism and serialization: to_json/from_json round trips and clone independence."""

from __future__ import annotations

import pytest

from mtgrules import Game
from mtgrules.rng import Rng
from mtgrules.state.decision import Action

from ._helpers import board, named, option, pay_auto

BOARD = """
players:
  - name: Alice
    battlefield: [Mountain, Forest, Forest, Forest, Grizzly Bears]
    hand: [Lightning Bolt, Endless One]
    library: [Island, Island]
  - name: Bob
    battlefield: [Llanowar Elves, Hill Giant]
    library: [Island, Island]
turn: {active: Alice, step: precombat_main, number: 3}
"""

DECK = ["Mountain"] * 8 + ["Forest"] * 8 + ["Grizzly Bears", "Lightning Bolt", "Shock",
                                            "Llanowar Elves", "Giant Growth", "Hill Giant"] * 3


def test_round_trip_mid_casting_pending_target_continues_identically() -> None:
    g = board(BOARD)
    s = g.state
    bolt = named(g, s.players[0].hand, "Lightning Bolt")
    g.apply(option(g, "cast", bolt))
    assert g.decision is not None and g.decision.kind == "target"
    g2 = Game.from_json(g.to_json())
    assert g2.decision == g.decision
    assert g2.legal_actions() == g.legal_actions()
    giant = named(g, s.battlefield, "Hill Giant")
    for game in (g, g2):
        game.apply(option(game, "target", giant))
        pay_auto(game)
        game.apply(Action("pass"))
        game.apply(Action("pass"))
    assert g.to_json() == g2.to_json()
    assert named(g2, g2.state.players[1].graveyard, "Hill Giant")
    assert g2.state.objects[named(g2, g2.state.battlefield, "Mountain")].tapped


def test_round_trip_mid_x_choice() -> None:
    g = board(BOARD)
    one = named(g, g.state.players[0].hand, "Endless One")
    g.apply(option(g, "cast", one))
    assert g.decision is not None and g.decision.kind == "choose_x"
    xs = sorted(a.args[-1] for a in g.legal_actions())
    assert xs == [0, 1, 2, 3, 4]                 # 107.3a: up to the mana available
    g2 = Game.from_json(g.to_json())
    for game in (g, g2):
        game.apply(next(a for a in game.legal_actions() if a.args[-1] == 2))
        pay_auto(game)
        game.apply(Action("pass"))
        game.apply(Action("pass"))
    assert g.to_json() == g2.to_json()
    o = named(g2, g2.state.battlefield, "Endless One")
    assert g2.state.objects[o].counters == {"+1/+1": 2}


def test_json_is_stable_under_repeated_round_trips() -> None:
    g = board(BOARD)
    j = g.to_json()
    assert Game.from_json(j).to_json() == j
    assert Game.from_json(Game.from_json(j).to_json()).to_json() == j


def test_from_json_rejects_other_input() -> None:
    with pytest.raises(ValueError):
        Game.from_json("{}")
    with pytest.raises(ValueError):
        Game.from_json("not json")
    with pytest.raises(ValueError):
        Game.from_json('{"format": 999, "state": {}}')


def test_clone_is_independent_of_original() -> None:
    g = board(BOARD)
    before = g.to_json()
    c = g.clone()
    assert c.to_json() == before
    bolt = named(c, c.state.players[0].hand, "Lightning Bolt")
    c.apply(option(c, "cast", bolt))
    c.apply(option(c, "target", -2))
    pay_auto(c)
    c.apply(Action("pass"))
    c.apply(Action("pass"))
    assert c.state.players[1].life == 17
    assert g.state.players[1].life == 20
    assert g.to_json() == before
    assert len(g.state.players[0].hand) == 2
    assert g.decision is not None and g.decision.kind == "priority"


def test_original_changes_dont_leak_into_clone() -> None:
    g = board(BOARD)
    c = g.clone()
    snap = c.to_json()
    g.concede(1)
    assert g.over and not c.over
    assert c.to_json() == snap


def test_same_seed_and_same_actions_give_identical_games() -> None:
    def play(seed: int) -> str:
        g = Game.new([DECK, DECK], ["A", "B"], seed=seed)
        r = Rng(99)
        for _ in range(400):
            if g.over:
                break
            g.apply(r.choice(g.legal_actions()))
        return g.to_json()

    assert play(4) == play(4)
    assert play(4) != play(5)


def test_round_trip_at_every_step_of_a_random_game_continues_identically() -> None:
    g = Game.new([DECK, DECK], ["A", "B"], seed=2)
    r = Rng(5)
    for i in range(250):
        if g.over:
            break
        if i % 25 == 0:
            g2 = Game.from_json(g.to_json())
            r2 = Rng(1000 + i)
            r3 = Rng(1000 + i)
            a, b = g.clone(), g2
            for _ in range(30):
                if a.over:
                    break
                a.apply(r2.choice(a.legal_actions()))
                b.apply(r3.choice(b.legal_actions()))
            assert a.to_json() == b.to_json()
        g.apply(r.choice(g.legal_actions()))
