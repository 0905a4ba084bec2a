"""CR 614.12a/614.1d "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (the
shock lands): the controller's choice as it enters, before anyone can act (issue 10)."""

from __future__ import annotations

from mtgrules import Game

from ._helpers import board, has_option, named, option

_BOARD = """
players:
  - name: Alice
    life: {life}
    hand: [Blood Crypt]
  - name: Bob
turn: {{active: Alice, step: precombat_main}}
"""


def _play(game: Game) -> int:
    s = game.state
    game.apply(option(game, "play", named(game, s.players[0].hand, "Blood Crypt")))
    return named(game, s.battlefield, "Blood Crypt")


def test_614_12a_pay_2_life_and_it_enters_untapped() -> None:
    game = board(_BOARD.format(life=20))
    s = game.state
    crypt = _play(game)
    d = game.decision
    assert d is not None and d.kind == "may" and d.player == 0
    saved = Game.from_json(game.to_json())
    game.apply(option(game, "yes"))
    assert s.players[0].life == 18 and not s.objects[crypt].tapped
    assert game.decision is not None and game.decision.kind == "priority"
    saved.apply(option(saved, "no"))  # don't pay: it enters tapped
    assert saved.state.players[0].life == 20 and saved.state.objects[crypt].tapped


def test_119_4_at_1_life_it_enters_tapped_without_a_question() -> None:
    game = board(_BOARD.format(life=1))
    s = game.state
    crypt = _play(game)
    assert not has_option(game, "yes")
    assert s.players[0].life == 1 and s.objects[crypt].tapped
