"""Mana with a spending restriction (CR 106.6) in real games: Sorcerer Class's granted
"{T}: Add {U} or {R}. Spend this mana only to cast an instant or sorcery spell or to gain a
Class level." The mana is kept apart from the pool, pays only what it allows, and empties with
the pool (CR 106.4, 500.4)."""

from __future__ import annotations

from tests.rules._helpers import advance, board, named, pay_auto

from mtgrules import Game
from mtgrules.state.decision import Action

_BOARD = """
players:
  - name: Alice
    battlefield: [{card: Sorcerer Class, level: 2}, Grizzly Bears, Mountain]
    hand: [Shock, Savannah Lions]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
"""


def _tap_for(game: Game, oid: int, color: str) -> None:
    game.apply(next(o for o in game.legal_actions() if o.kind == "activate" and o.args[0] == oid))
    assert game.decision is not None and game.decision.kind == "choose"
    game.apply(next(o for o in game.decision.options if o.args == (color,)))


def test_106_6_restricted_mana_stays_apart_and_empties_at_end_of_step() -> None:
    game = board(_BOARD)
    s = game.state
    bears = named(game, s.battlefield, "Grizzly Bears")
    _tap_for(game, bears, "blue")
    assert s.players[0].mana == [0, 0, 0, 0, 0, 0]  # not in the unrestricted pool
    assert [e[:2] for e in s.extra["restricted_mana"]] == [[0, 1]]
    # a {W} creature spell can't be paid with it (nor with the Mountain's {R})
    lions = named(game, s.players[0].hand, "Savannah Lions")
    assert not any(o.kind == "cast" and o.args[0] == lions for o in game.legal_actions())
    advance(game, lambda g: g.state.step == "beginning_of_combat")
    assert "restricted_mana" not in s.extra
    assert any(e["event"] == "mana_empties" and e.get("rule") == "106.4"
               for e in s.log)


def test_106_6_restricted_mana_in_the_pool_pays_for_an_instant() -> None:
    game = board(_BOARD)
    s = game.state
    bears = named(game, s.battlefield, "Grizzly Bears")
    mountain = named(game, s.battlefield, "Mountain")
    _tap_for(game, bears, "red")
    shock = named(game, s.players[0].hand, "Shock")
    game.apply(next(o for o in game.legal_actions() if o.kind == "cast" and o.args[0] == shock))
    game.apply(game.decision.options[1])  # Bob
    pay_auto(game)
    assert "restricted_mana" not in s.extra  # the restricted {R} paid for Shock
    assert not s.objects[mountain].tapped
    game.apply(Action("pass"))
    game.apply(Action("pass"))
    assert s.players[1].life == 18
