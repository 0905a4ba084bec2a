"""CR 601.2g-h, 605.4a, 616.1 during manual mana payment, and the planner's constraints
(issue 8): manual payment offers the same choices as the automatic payer, and only choices
that keep the payment completable."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.mana import ManaCost
from mtgrules.rules.mana_options import Outcome, Source
from mtgrules.rules.mana_planner import Reserve, plan

from ._helpers import board, named, option


def _pool(game: Game, player: int = 0) -> list[int]:
    return list(game.state.players[player].mana)


def test_605_4a_manual_payment_offers_forest_with_heartbeat() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Heartbeat of Spring, Forest]
    hand: [Kalonian Tusker]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    forest = named(game, s.battlefield, "Forest")
    tusker = named(game, s.players[0].hand, "Kalonian Tusker")
    game.apply(option(game, "cast", tusker))
    assert game.decision is not None and game.decision.kind == "pay_mana"
    assert {o.kind for o in game.decision.options} == {"auto", "mana"}
    game.apply(option(game, "mana", forest))
    # the Forest's {G} and Heartbeat's {G} paid {G}{G}: the spell is cast
    assert game.decision is not None and game.decision.kind == "priority"
    top = s.objects[s.stack[-1]]
    assert top.card == "Kalonian Tusker" and top.cast
    assert _pool(game) == [0] * 6 and s.objects[forest].tapped


def test_616_1_payment_offers_only_orders_that_keep_it_payable() -> None:
    # Murder {1}{B}{B} from a Forest and Llanowar Elves with Contamination and Mana Reflection:
    # the Forest must make {B}{B} (Contamination first); Reflection first would leave {B} and
    # the Elves' {G}{G}, which can't pay {B}{B}. So the order isn't asked during the payment.
    game = board("""
players:
  - name: Alice
    battlefield: [Contamination, Mana Reflection, Forest, Llanowar Elves]
    hand: [Murder]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    forest = named(game, s.battlefield, "Forest")
    elves = named(game, s.battlefield, "Llanowar Elves")
    bears = named(game, s.battlefield, "Grizzly Bears")
    game.apply(option(game, "cast", named(game, s.players[0].hand, "Murder")))
    game.apply(option(game, "target", bears))
    game.apply(option(game, "mana", forest))
    assert game.decision is not None and game.decision.kind == "pay_mana"
    assert _pool(game) == [0, 0, 2, 0, 0, 0]  # {B}{B}
    game.apply(option(game, "mana", elves))
    assert game.decision is not None and game.decision.kind == "priority"
    top = s.objects[s.stack[-1]]
    assert top.card == "Murder" and top.cast
    assert _pool(game) == [0, 0, 0, 0, 1, 0]  # one {G} of the Elves' {G}{G} left


def test_616_1_order_still_asked_outside_a_payment() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Contamination, Mana Reflection, Forest]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    forest = named(game, game.state.battlefield, "Forest")
    game.apply(next(o for o in game.legal_actions()
                    if o.kind == "activate" and o.args[0] == forest))
    assert game.decision is not None and game.decision.kind == "replacement"
    assert len(game.decision.options) == 2


def test_601_2h_permanents_a_cost_taps_are_not_tapped_for_mana() -> None:
    # "{U/R}, Tap two untapped red creatures you control": two red mana creatures (1, 2) and a
    # land (3) that makes {R}. Only the land may pay the mana.
    red = Outcome((0, 0, 0, 1, 0, 0), None)
    creatures = [Source(1, "c", (red,), amount=1), Source(2, "c", (red,), amount=1)]
    land = Source(3, "l", (red,), amount=1)
    cost = ManaCost.parse("{U/R}")
    reserve = [Reserve(2, frozenset({1, 2}))]
    steps = plan([0] * 6, cost, [*creatures, land], reserve=reserve)
    assert steps is not None and [st[0].obj for st in steps] == [3]
    assert plan([0] * 6, cost, creatures, reserve=reserve) is None
    assert plan([0] * 6, cost, creatures) is not None


def test_119_4_life_budget_limits_life_costs() -> None:
    canopy = Outcome((0, 0, 0, 0, 1, 0), "G")
    two = [Source(1, "h", (canopy,), life=1, amount=1), Source(2, "h", (canopy,), life=1,
                                                                amount=1)]
    cost = ManaCost.parse("{G}{G}")
    assert plan([0] * 6, cost, two, life=2) is not None
    assert plan([0] * 6, cost, two, life=1) is None
