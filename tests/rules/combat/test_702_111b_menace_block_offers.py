"""CR 702.111b (menace) with 509.1c: a block that no legal declaration could include is not
offered, so a player can never be left with only "reset" (found as an endless block/reset
loop of the heuristic agent with a single possible blocker)."""

from __future__ import annotations

from tests.rules._helpers import advance, board, named, option

from mtgrules import Game
from mtgrules.agents import HeuristicAgent
from mtgrules.agents.view import PlayerView


def _at_blockers(blockers: str) -> Game:
    game = board(f"""
players:
  - name: Alice
    battlefield: [Boggart Brute]
  - name: Bob
    battlefield: [{blockers}]
turn: {{active: Alice, step: precombat_main}}
""")
    advance(game, lambda g: g.decision is not None and g.decision.kind == "attackers")
    brute = named(game, game.state.battlefield, "Boggart Brute")
    game.apply(option(game, "attack", brute))
    if game.decision is not None and game.decision.kind == "attackers":
        game.apply(option(game, "done"))
    advance(game, lambda g: (g.decision is not None and g.decision.kind == "blockers")
            or g.state.step == "end_of_combat")
    return game


def _kinds(game: Game) -> list[str]:
    assert game.decision is not None
    return [a.kind for a in game.decision.options]


def test_702_111b_a_lone_possible_blocker_is_not_offered_a_menace_block() -> None:
    game = _at_blockers("Grizzly Bears")
    # no blockers decision at all (its only option would be "done"): the Brute is unblocked
    assert game.state.step == "end_of_combat"
    assert game.state.players[1].life == 17  # Boggart Brute is 3/2
    assert not any(e["event"] == "block" for e in game.log)


def test_702_111b_two_possible_blockers_can_block_together_and_finish() -> None:
    game = _at_blockers("Grizzly Bears, Grizzly Bears")
    assert _kinds(game).count("block") == 2
    game.apply(option(game, "block"))
    assert "done" not in _kinds(game) and _kinds(game).count("block") == 1
    game.apply(option(game, "block"))  # nothing left to declare: the declaration ends
    combat = game.state.combat
    assert combat is not None and len(combat.blockers) == 2


def test_702_111b_the_heuristic_agent_completes_a_menace_block_it_started() -> None:
    game = _at_blockers("Grizzly Bears, Grizzly Bears")
    game.apply(option(game, "block"))
    d = game.decision
    assert d is not None
    assert HeuristicAgent().act(PlayerView(game, d.player), d, d.options).kind == "block"
