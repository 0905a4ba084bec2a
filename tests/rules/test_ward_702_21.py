"""CR 702.21a ward: "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]" (issue 10)."""

from __future__ import annotations

from mtgrules import Game

from ._helpers import board, has_option, named, option, pay_auto

_BOARD = """
players:
  - name: Alice
    battlefield: [Tomakul Honor Guard]
  - name: Bob
    battlefield: [Mountain, {lands}]
    hand: [Lightning Bolt]
turn: {{active: Bob, step: precombat_main}}
"""


def _bolt_the_guard(game: Game) -> int:
    s = game.state
    guard = named(game, s.battlefield, "Tomakul Honor Guard")
    game.apply(option(game, "cast", named(game, s.players[1].hand, "Lightning Bolt")))
    game.apply(option(game, "target", guard))
    mountain = min(i for i in s.battlefield if s.objects[i].card == "Mountain")
    game.apply(option(game, "mana", mountain))
    # the ward trigger goes on the stack above the Bolt, then resolves
    assert [s.objects[i].kind for i in s.stack] == ["card", "ability"]
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    return guard


def test_702_21a_ward_counters_unless_that_player_pays() -> None:
    game = board(_BOARD.format(lands="Mountain, Mountain"))
    s = game.state
    guard = _bolt_the_guard(game)
    d = game.decision
    assert d is not None and d.kind == "may" and d.player == 1  # Bob, the Bolt's controller
    saved = Game.from_json(game.to_json())
    game.apply(option(game, "yes"))
    pay_auto(game)
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert [s.objects[i].card for i in s.players[0].graveyard] == ["Tomakul Honor Guard"]
    saved.apply(option(saved, "no"))  # not paid: the Bolt is countered
    assert saved.state.objects[guard].zone == "battlefield"
    assert [saved.state.objects[i].card for i in saved.state.players[1].graveyard] == \
        ["Lightning Bolt"]
    assert not saved.state.stack


def test_702_21a_ward_counters_when_the_player_cant_pay() -> None:
    game = board(_BOARD.format(lands="Forest"))  # {2} can't be paid from one Forest
    s = game.state
    guard = _bolt_the_guard(game)
    assert not has_option(game, "yes")
    assert s.objects[guard].zone == "battlefield" and not s.stack


def test_702_21a_ward_ignores_its_controllers_own_spells() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Tomakul Honor Guard, Mountain]
    hand: [Lightning Bolt]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    guard = named(game, s.battlefield, "Tomakul Honor Guard")
    game.apply(option(game, "cast", named(game, s.players[0].hand, "Lightning Bolt")))
    game.apply(option(game, "target", guard))
    pay_auto(game)
    assert [s.objects[i].kind for i in s.stack] == ["card"]
