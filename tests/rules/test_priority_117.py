"""CR 117 / 405 / 608: priority, the stack, resolution — driven through Game.apply."""

from __future__ import annotations

from mtgrules.state.decision import Action

from ._helpers import board, named, option, pay_auto

BOLT_BOARD = """
players:
  - name: Alice
    battlefield: [Mountain, Mountain]
    hand: [Lightning Bolt, Shock]
  - name: Bob
    battlefield: [Mountain, Grizzly Bears]
    hand: [Shock]
turn: {active: Alice, step: precombat_main, number: 3}
"""


def cast(game, card: str, target: int) -> int:  # type: ignore[no-untyped-def]
    s = game.state
    pid = game.decision.player
    oid = named(game, s.players[pid].hand, card)
    game.apply(option(game, "cast", oid))
    game.apply(option(game, "target", target))
    pay_auto(game)
    return s.stack[-1]


def test_117_3a_active_player_receives_priority_first() -> None:
    g = board(BOLT_BOARD)
    assert g.decision is not None
    assert g.decision.kind == "priority" and g.decision.player == 0


def test_117_3c_caster_receives_priority_after_casting() -> None:
    g = board(BOLT_BOARD)
    cast(g, "Lightning Bolt", -2)
    assert len(g.state.stack) == 1
    assert g.decision is not None and g.decision.kind == "priority"
    assert g.decision.player == 0


def test_117_3d_pass_gives_priority_to_next_player_without_resolving() -> None:
    g = board(BOLT_BOARD)
    cast(g, "Lightning Bolt", -2)
    g.apply(Action("pass"))
    assert g.decision is not None and g.decision.player == 1
    assert len(g.state.stack) == 1
    assert g.state.players[1].life == 20


def test_117_4_all_pass_resolves_top_and_active_player_gets_priority() -> None:
    g = board(BOLT_BOARD)
    cast(g, "Lightning Bolt", -2)
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    assert g.state.stack == []
    assert g.state.players[1].life == 17
    assert g.decision is not None and g.decision.player == 0  # CR 117.3b
    assert g.state.step == "precombat_main"
    assert any(e["event"] == "resolve" and e["rule"] == "608.2" for e in g.log)


def test_117_3b_active_player_gets_priority_after_opponents_spell_resolves() -> None:
    g = board(BOLT_BOARD)
    g.apply(Action("pass"))                     # Alice passes, Bob holds priority
    assert g.decision is not None and g.decision.player == 1
    cast(g, "Shock", -1)
    assert g.decision is not None and g.decision.player == 1
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    assert g.state.players[0].life == 18
    assert g.decision is not None and g.decision.player == 0


def test_405_5_response_resolves_first_and_rest_stays() -> None:
    g = board(BOLT_BOARD)
    bolt = cast(g, "Lightning Bolt", -2)
    g.apply(Action("pass"))
    cast(g, "Shock", -1)                        # Bob responds
    assert g.state.stack[0] == bolt and len(g.state.stack) == 2
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    assert g.state.players[0].life == 18         # Shock resolved first
    assert g.state.players[1].life == 20
    assert g.state.stack == [bolt]
    assert g.decision is not None and g.decision.player == 0
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    assert g.state.players[1].life == 17
    assert g.state.stack == []


def test_117_4_action_after_pass_restarts_the_round() -> None:
    g = board(BOLT_BOARD)
    cast(g, "Lightning Bolt", -2)
    g.apply(Action("pass"))                     # Alice passes
    cast(g, "Shock", -1)                        # Bob acts instead of passing
    g.apply(Action("pass"))                     # Bob passes
    # Alice must get priority again before anything resolves
    assert g.decision is not None and g.decision.player == 0
    assert len(g.state.stack) == 2


def test_500_2_all_pass_on_empty_stack_moves_to_next_step() -> None:
    g = board(BOLT_BOARD)
    g.apply(Action("pass"))
    assert g.state.step == "precombat_main"
    g.apply(Action("pass"))
    assert g.state.step == "beginning_of_combat"
    assert g.decision is not None and g.decision.player == 0


def test_608_2b_giant_growth_countered_on_resolution_when_target_dies() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Forest, Grizzly Bears]
    hand: [Giant Growth]
  - name: Bob
    battlefield: [Mountain]
    hand: [Shock]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    bears = named(g, s.battlefield, "Grizzly Bears")
    gg = cast(g, "Giant Growth", bears)
    g.apply(Action("pass"))
    cast(g, "Shock", bears)
    for _ in range(4):
        if s.stack:
            g.apply(Action("pass"))
    assert s.stack == []
    graveyard = sorted(s.objects[i].card for i in s.players[0].graveyard)
    assert graveyard == ["Giant Growth", "Grizzly Bears"]
    fizz = [e for e in g.log if e["event"] == "fizzle"]
    assert fizz and fizz[0]["rule"] == "608.2b"
    assert not any(e["event"] == "pump" for e in g.log)
    assert gg not in s.stack


def test_605_3a_mana_ability_is_not_a_stack_object() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Llanowar Elves]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    elves = named(g, s.battlefield, "Llanowar Elves")
    g.apply(option(g, "activate", elves))
    assert s.stack == []
    assert s.players[0].mana == [0, 0, 0, 0, 1, 0]
    assert g.decision is not None and g.decision.player == 0  # still Alice's priority
