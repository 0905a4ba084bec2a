"""CR 103.5c, 103.8c, 104.3a and 800.4a: starting and leaving multiplayer games."""

from __future__ import annotations

import random

import pytest

from mtgrules import Game
from mtgrules.decks import BUILTIN_DECKS, load_deck
from mtgrules.state.decision import Action

from ._helpers import advance

DECK = ["Forest"] * 20 + ["Grizzly Bears"] * 20
NAMES = ["Alice", "Bob", "Carol", "Dave"]


def new_game(players: int, seed: int = 7) -> Game:
    return Game.new([DECK] * players, NAMES[:players], seed=seed, first_player=0)


def _keep_all(g: Game) -> None:
    while g.decision is not None and g.decision.kind == "mulligan":
        g.apply(Action("keep"))


@pytest.mark.parametrize("players", [3, 4])
def test_103_8c_multiplayer_starting_player_draws(players: int) -> None:
    g = new_game(players)
    _keep_all(g)
    advance(g, lambda g: g.state.turn == 1 and g.state.step == "precombat_main")
    assert g.state.active == 0
    assert len(g.state.players[0].hand) == 8
    assert any(e["event"] == "draw" and e["turn"] == 1 and e["player"] == "Alice"
               for e in g.log)


def test_103_8a_two_player_starting_player_still_skips_the_draw() -> None:
    g = new_game(2)
    _keep_all(g)
    advance(g, lambda g: g.state.turn == 1 and g.state.step == "precombat_main")
    assert len(g.state.players[0].hand) == 7


def test_103_5c_multiplayer_first_mulligan_is_free() -> None:
    g = new_game(3)
    g.apply(Action("mulligan"))              # Alice
    g.apply(Action("keep"))                  # Bob
    g.apply(Action("keep"))                  # Carol
    assert g.decision is not None and g.decision.kind == "mulligan" and g.decision.player == 0
    g.apply(Action("keep"))                  # Alice keeps 7: no card to put on the bottom
    d = g.decision
    assert d is not None and d.kind == "priority"
    assert len(g.state.players[0].hand) == 7
    keep = [e for e in g.log if e["event"] == "keep" and e["player"] == "Alice"]
    assert keep[-1]["rule"] == "103.5c" and "keeps 7" in keep[-1]["text"]


def test_103_5c_second_multiplayer_mulligan_puts_one_on_the_bottom() -> None:
    g = new_game(3)
    for _ in range(2):
        g.apply(Action("mulligan"))          # Alice
        g.apply(Action("keep")) if g.decision.player == 1 else None  # type: ignore[union-attr, func-returns-value]
        g.apply(Action("keep")) if g.decision.player == 2 else None  # type: ignore[union-attr, func-returns-value]
    g.apply(Action("keep"))
    d = g.decision
    assert d is not None and d.kind == "bottom" and d.player == 0
    g.apply(d.options[0])
    assert len(g.state.players[0].hand) == 6
    assert g.decision is not None and g.decision.kind == "priority"


def test_103_5c_multiplayer_allows_one_more_mulligan() -> None:
    g = new_game(3)
    g.apply(Action("keep"))
    g.apply(Action("keep"))
    for _ in range(8):                        # Carol mulligans down to a zero-card hand
        assert Action("mulligan") in g.legal_actions()
        g.apply(Action("mulligan"))
    assert g.legal_actions() == [Action("keep")]


def test_104_3a_concede_during_own_mulligan_decision() -> None:
    g = new_game(3)
    g.apply(Action("mulligan"))               # Alice will mulligan
    assert g.decision is not None and g.decision.player == 1
    g.concede(1)                              # Bob concedes while deciding
    assert not g.over and g.state.players[1].lost
    assert g.decision is not None and g.decision.player == 2 and g.decision.kind == "mulligan"
    g.apply(Action("keep"))
    g.apply(Action("keep"))                   # Alice, after her mulligan
    d = g.decision
    assert d is not None and d.kind == "priority" and d.player == 0
    assert not g.state.players[1].hand and not g.state.players[1].library


def test_104_3a_concede_while_putting_cards_on_the_bottom() -> None:
    g = Game.new([DECK, DECK], NAMES[:2], seed=3, first_player=0)
    g.apply(Action("keep"))
    g.apply(Action("mulligan"))               # Bob
    g.apply(Action("keep"))
    assert g.decision is not None and g.decision.kind == "bottom" and g.decision.player == 1
    g.concede(1)
    assert g.over and g.winner == 0


def test_104_3a_concede_during_anothers_mulligan_keeps_turn_order() -> None:
    g = new_game(4)
    g.apply(Action("mulligan"))               # Alice
    g.concede(0)                              # Alice concedes while Bob decides
    assert g.decision is not None and g.decision.player == 1
    g.apply(Action("keep"))
    assert g.decision is not None and g.decision.player == 2
    _keep_all(g)
    assert g.decision is not None and g.decision.kind == "priority"
    assert g.state.active == 1                # CR 800.4k: Alice begins no turn


def _three_player_bolt() -> Game:
    from ._helpers import board

    return board("""
players:
  - name: Alice
    battlefield: [Mountain, Grizzly Bears]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [Hill Giant]
  - name: Carol
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: precombat_main, number: 3}
""")


def test_104_3a_concede_while_choosing_a_target_in_multiplayer() -> None:
    g = _three_player_bolt()
    g.apply(Action("cast", (g.state.players[0].hand[0],)))
    assert g.decision is not None and g.decision.kind == "target" and g.decision.player == 0
    g.concede(0)
    s = g.state
    assert not g.over and s.players[0].lost
    assert not s.stack                                     # the spell left the game
    d = g.decision
    assert d is not None and d.kind == "priority" and d.player == 1   # CR 800.4a
    assert all(s.objects[x].owner != 0 for x in s.battlefield)


def test_104_3a_concede_while_paying_mana_in_multiplayer() -> None:
    g = _three_player_bolt()
    g.apply(Action("cast", (g.state.players[0].hand[0],)))
    g.apply(Action("target", (-2,)))
    assert g.decision is not None and g.decision.kind == "pay_mana"
    g.concede(0)
    assert g.decision is not None and g.decision.kind == "priority" and g.decision.player == 1
    assert g.state.players[1].life == 20 and not g.state.stack


def test_800_4a_defending_player_who_left_declares_no_blockers() -> None:
    from ._helpers import board

    g = board("""
players:
  - name: Alice
    battlefield: [Hill Giant, Grizzly Bears]
  - name: Bob
    battlefield: [Grizzly Bears]
  - name: Carol
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: beginning_of_combat, number: 3}
""")
    s = g.state
    giant = next(x for x in s.battlefield if s.objects[x].card == "Hill Giant")
    bears = next(x for x in s.battlefield if s.objects[x].card == "Grizzly Bears"
                 and s.objects[x].owner == 0)
    while g.decision is not None and g.decision.kind != "attackers":
        g.apply(Action("pass"))
    g.apply(Action("attack", (giant, -2)))
    g.apply(Action("attack", (bears, -3)))    # no attacker left: the declaration ends
    while g.decision is not None and g.decision.kind != "blockers":
        g.apply(Action("pass"))
    assert g.decision is not None and g.decision.player == 1
    g.apply(next(a for a in g.legal_actions() if a.kind == "block"))
    g.concede(1)                              # Bob leaves mid-declaration
    d = g.decision
    assert d is not None and d.kind == "blockers" and d.player == 2
    g.apply(Action("done"))
    while g.decision is not None and g.state.step != "end":
        assert not s.players[g.decision.player].lost
        g.apply(Action("pass") if Action("pass") in g.legal_actions() else g.legal_actions()[0])
    assert s.players[2].life == 18            # Carol took the unblocked Bears
    assert not any(e["event"] == "block" for e in g.log)
    assert s.objects[giant].zone == "battlefield"


def concession_games(seeds: range) -> dict[str, int]:
    """Play random 3- and 4-player games; in each, twice, at the first non-priority decision
    after a random point, the deciding player (or sometimes another) concedes. Returns how
    often each decision kind was interrupted."""
    decks = [load_deck(n).card_names() for n in BUILTIN_DECKS]
    kinds: dict[str, int] = {}
    for seed in seeds:
        rng = random.Random(seed)
        n = 3 + seed % 2
        g = Game.new([decks[(seed + i) % len(decks)] for i in range(n)], NAMES[:n], seed=seed)
        points = sorted([rng.randrange(0, 300), rng.randrange(0, 1500)])
        for step in range(4000):
            if g.over:
                break
            d = g.decision
            assert d is not None
            assert not g.state.players[d.player].lost
            if points and step >= points[0] and (d.kind != "priority" or step > points[0] + 200):
                points.pop(0)
                who = d.player if rng.random() < 0.8 else rng.choice(
                    [p.index for p in g.state.players if not p.lost])
                kinds[d.kind] = kinds.get(d.kind, 0) + 1
                g.concede(who)
                continue
            g.apply(rng.choice(g.legal_actions()))
    return kinds


def test_800_4a_player_who_left_makes_no_further_decisions_random_games() -> None:
    """Random multiplayer games conceded in the middle of mulligans, targets, payments,
    attacks, blocks, damage assignment and triggers: no exception, and no decision is ever
    asked of a player who left (the engine refuses to ask one)."""
    kinds = concession_games(range(40))
    assert len(kinds) >= 4, kinds


MURDER = """
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
    battlefield: [Swamp, Swamp, Swamp, Fatestitcher]
    hand: [Murder]
  - name: Carol
turn: {active: Bob, step: precombat_main, number: 3}
"""


def test_732_1_casting_reversed_when_the_only_targets_leave_with_a_conceding_player() -> None:
    from ._helpers import board

    g = board(MURDER.replace("Swamp, Swamp, Swamp, Fatestitcher", "Swamp, Swamp, Swamp"))
    g.apply(Action("cast", (g.state.players[1].hand[0],)))
    assert g.decision is not None and g.decision.kind == "target"
    g.concede(0)                      # Alice's Grizzly Bears, the only creature, leave
    s = g.state
    d = g.decision
    assert d is not None and d.kind == "priority" and d.player == 1   # CR 732.2
    assert [s.objects[x].card for x in s.players[1].hand] == ["Murder"]
    assert not s.stack and all(not s.objects[x].tapped for x in s.battlefield)
    assert g.log[-1]["event"] == "reversed" and g.log[-1]["rule"] == "732.1"


def test_732_1_activation_reversed_when_the_only_targets_leave() -> None:
    from ._helpers import board

    g = board(MURDER.replace("Swamp, Swamp, Swamp, Fatestitcher", "Fatestitcher"))
    s = g.state
    stitcher = next(x for x in s.battlefield if s.objects[x].card == "Fatestitcher")
    act = next(a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == stitcher)
    g.apply(act)
    assert g.decision is not None and g.decision.kind == "target"
    g.concede(0)
    d = g.decision
    assert d is not None and d.kind == "priority" and d.player == 1
    assert not s.stack and not s.objects[stitcher].tapped   # no cost was paid
    assert g.log[-1]["event"] == "reversed"
