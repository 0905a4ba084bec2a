"""CR 800.4a: a player leaving a multiplayer game."""

from mtgrules import Game
from mtgrules.scenarios import build_game, parse_scenario

BOARD = """
format: 1
name: three players
players:
  - name: Alice
    battlefield: [Grizzly Bears, {card: Hill Giant, owner: Carol, id: stolen}]
    hand: [Lightning Bolt]
    library: [Island]
  - name: Bob
    battlefield: [Mountain]
    library: [Island]
  - name: Carol
    library: [Island]
turn: {active: Alice, step: precombat_main}
expect:
  - {player: Alice, life: 20}
"""


def _game() -> Game:
    return build_game(parse_scenario(BOARD))


def test_800_4a_conceding_with_priority_passes_priority_and_removes_owned_objects() -> None:
    g = _game()
    s = g.state
    assert g.decision is not None and g.decision.player == 0
    g.concede(0)
    assert not g.over
    assert s.players[0].lost
    assert g.decision is not None and g.decision.player == 1  # priority passed to Bob
    names = [s.objects[x].card for x in s.battlefield]
    assert "Grizzly Bears" not in names                       # owned by Alice: left the game
    assert not s.players[0].hand and not s.players[0].library
    assert any(s.objects[x].card == "Hill Giant" for x in s.exile)  # controlled, not owned: exiled
    assert any(e["event"] == "leave_game" and e["rule"] == "800.4a" for e in g.log)


def test_800_4a_last_two_players_game_continues_until_one_remains() -> None:
    g = _game()
    g.concede(0)
    g.concede(1)
    assert g.over and g.winner == 2
