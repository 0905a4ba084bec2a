"""Combat requirements and blocking limits compiled from Oracle text: "attacks each combat if
able" (CR 508.1d), "can block an additional creature each combat" (509.1a, with the blocker
dividing its damage, 510.1d) and "can't be blocked by more than one creature" (509.1b)."""

from __future__ import annotations

from tests.rules._helpers import advance, board, named, option

from mtgrules import Game


def _declare(game: Game, kind: str) -> None:
    advance(game, lambda g: g.decision is not None and g.decision.kind == kind)


def test_508_1d_attacks_each_combat_if_able_has_no_done_option() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Berserkers of Blood Ridge, Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    _declare(game, "attackers")
    d = game.decision
    assert d is not None
    berserkers = named(game, game.state.battlefield, "Berserkers of Blood Ridge")
    assert "done" not in {o.kind for o in d.options}
    game.apply(option(game, "attack", berserkers))
    assert game.decision is not None and "done" in {o.kind for o in game.decision.options}
    game.apply(option(game, "done"))
    advance(game, lambda g: g.state.step == "end_of_combat")
    assert game.state.players[1].life == 16  # Berserkers of Blood Ridge is 4/4


def _two_bears_attack(defender: str) -> Game:
    game = board(f"""
players:
  - name: Alice
    battlefield: [{{card: Grizzly Bears, id: b1}}, {{card: Grizzly Bears, id: b2}}]
  - name: Bob
    battlefield: [{defender}]
turn: {{active: Alice, step: precombat_main}}
""")
    _declare(game, "attackers")
    for oid in [o for o in game.state.battlefield if game.state.objects[o].controller == 0]:
        game.apply(option(game, "attack", oid))
    if game.decision is not None and game.decision.kind == "attackers":
        game.apply(option(game, "done"))
    _declare(game, "blockers")
    return game


def test_509_1a_can_block_an_additional_creature_blocks_two_and_divides_damage() -> None:
    game = _two_bears_attack("Foriysian Brigade")
    brigade = named(game, game.state.battlefield, "Foriysian Brigade")
    b1, b2 = (o for o in game.state.battlefield if game.state.objects[o].controller == 0)
    game.apply(option(game, "block", brigade, b1))
    game.apply(option(game, "block", brigade, b2))  # a second block is still offered
    d = game.decision
    assert d is not None and not any(o.kind == "block" for o in d.options)  # not a third
    if d.kind == "blockers":
        game.apply(option(game, "done"))
    advance(game, lambda g: g.decision is not None and g.decision.kind == "damage")
    d = game.decision
    assert d is not None and d.player == 1  # Bob divides the Brigade's 2 damage (510.1d)
    game.apply(option(game, "assign", b1, 2))
    advance(game, lambda g: g.state.step == "end_of_combat")
    s = game.state
    assert b1 not in s.battlefield and b2 in s.battlefield  # all 2 damage to the first
    assert brigade not in s.battlefield  # 2/4, dealt 2 + 2 by the two Bears
    assert sorted(s.objects[o].card for o in s.players[0].graveyard) == ["Grizzly Bears"]
    assert s.players[1].life == 20


def test_509_1b_cant_be_blocked_by_more_than_one_creature() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Charging Rhino]
  - name: Bob
    battlefield: [Grizzly Bears, Hill Giant]
turn: {active: Alice, step: precombat_main}
""")
    rhino = named(game, game.state.battlefield, "Charging Rhino")
    _declare(game, "attackers")
    game.apply(option(game, "attack", rhino))
    _declare(game, "blockers")
    bears = named(game, game.state.battlefield, "Grizzly Bears")
    game.apply(option(game, "block", bears, rhino))
    d = game.decision
    assert d is not None
    assert not any(o.kind == "block" for o in d.options)  # the Giant may not join
    if d.kind == "blockers":
        game.apply(option(game, "done"))
    combat = game.state.combat
    assert combat is not None and combat.blocked[rhino] == [bears]
