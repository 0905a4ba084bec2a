"""CR 103: starting the game — London mulligan as decisions, the starting player skips a draw."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.state.decision import Action

from ._helpers import advance

DECK = ["Forest"] * 20 + ["Grizzly Bears"] * 20


def new_game(seed: int = 7) -> Game:
    return Game.new([DECK, DECK], ["Alice", "Bob"], seed=seed, first_player=0)


def test_103_5_players_decide_keep_or_mulligan_starting_with_starting_player() -> None:
    g = new_game()
    d = g.decision
    assert d is not None and d.kind == "mulligan" and d.player == 0
    assert {o.kind for o in d.options} == {"keep", "mulligan"}
    assert [len(p.hand) for p in g.state.players] == [7, 7]
    assert [len(p.library) for p in g.state.players] == [33, 33]


def test_103_5_london_mulligan_then_keep_puts_one_card_on_bottom() -> None:
    g = new_game()
    g.apply(Action("mulligan"))          # Alice
    g.apply(Action("keep"))              # Bob
    d = g.decision
    assert d is not None and d.kind == "mulligan" and d.player == 0
    alice = g.state.players[0]
    assert len(alice.hand) == 7          # a fresh seven (CR 103.5)
    g.apply(Action("keep"))
    d = g.decision
    assert d is not None and d.kind == "bottom" and d.player == 0
    assert len(d.options) == 7
    objs = g.state.objects
    chosen = d.options[3].args[0]
    name = objs[chosen].card
    before = [objs[i].card for i in alice.hand].count(name)
    g.apply(d.options[3])
    assert len(alice.hand) == 6
    assert len(alice.library) == 34
    # on the bottom (library is top first); a new object after the zone change (CR 400.7)
    assert objs[alice.library[-1]].card == name
    assert chosen not in alice.hand
    assert [objs[i].card for i in alice.hand].count(name) == before - 1
    assert any(e["event"] == "mulligan" and e["rule"] == "103.5" for e in g.log)
    assert len(g.state.players[1].hand) == 7


def test_103_5_two_mulligans_put_two_cards_on_bottom() -> None:
    g = new_game()
    g.apply(Action("mulligan"))          # Alice
    g.apply(Action("keep"))              # Bob
    g.apply(Action("mulligan"))          # Alice again
    assert g.decision is not None and g.decision.kind == "mulligan"
    assert dict(g.decision.context).get("mulligans") == 2
    g.apply(Action("keep"))
    bottomed = []
    objs = g.state.objects
    for _ in range(2):
        d = g.decision
        assert d is not None and d.kind == "bottom"
        bottomed.append(objs[d.options[0].args[0]].card)
        g.apply(d.options[0])
    alice = g.state.players[0]
    assert len(alice.hand) == 5
    assert len(alice.library) == 35
    assert sorted(objs[i].card for i in alice.library[-2:]) == sorted(bottomed)


def test_103_5_keeping_seven_needs_no_bottom_decision() -> None:
    g = new_game()
    g.apply(Action("keep"))
    g.apply(Action("keep"))
    d = g.decision
    assert d is not None and d.kind == "priority"
    assert [len(p.hand) for p in g.state.players] == [7, 7]


def test_103_8a_starting_player_skips_first_draw() -> None:
    g = new_game()
    advance(g, lambda g: g.state.turn == 1 and g.state.step == "precombat_main")
    assert g.state.active == 0
    assert len(g.state.players[0].hand) == 7
    assert len(g.state.players[0].library) == 33
    assert not any(e["event"] == "draw" and e["turn"] == 1 for e in g.log)


def test_103_8a_second_player_draws_on_their_first_turn() -> None:
    g = new_game()
    advance(g, lambda g: g.state.turn == 2 and g.state.step == "precombat_main")
    assert g.state.active == 1
    assert len(g.state.players[1].hand) == 8
    assert any(e["event"] == "draw" and e["turn"] == 2 and e["player"] == "Bob" for e in g.log)


def test_103_1_first_player_chosen_from_seed_is_deterministic() -> None:
    firsts = {Game.new([DECK, DECK], seed=s).state.first_player for s in range(12)}
    assert firsts == {0, 1}
    for s in range(5):
        assert (Game.new([DECK, DECK], seed=s).to_json()
                == Game.new([DECK, DECK], seed=s).to_json())
