"""CR 118.12 "unless [player] pays": the paying player decides (a ``may`` decision offered
only when they can pay), pays through the ordinary ``pay`` frame, and the effect is skipped
when paid (issue 10)."""

from __future__ import annotations

from mtgrules import Game

from ._helpers import advance, board, has_option, named, option, pay_auto

_SPIKE = """
players:
  - name: Alice
    battlefield: [Forest, Forest, Forest]
    hand: [Grizzly Bears]
  - name: Bob
    battlefield: [Island]
    hand: [Force Spike]
turn: {active: Alice, step: precombat_main}
"""


def _bears_then_spike(game: Game) -> None:
    s = game.state
    game.apply(option(game, "cast", named(game, s.players[0].hand, "Grizzly Bears")))
    pay_auto(game)
    game.apply(option(game, "pass"))
    spike = named(game, s.players[1].hand, "Force Spike")
    game.apply(option(game, "cast", spike))
    game.apply(option(game, "target", s.stack[0]))
    pay_auto(game)
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))


def test_118_12_its_controller_pays_and_the_spell_is_not_countered() -> None:
    game = board(_SPIKE)
    s = game.state
    _bears_then_spike(game)
    d = game.decision
    assert d is not None and d.kind == "may" and d.player == 0  # Alice, the spell's controller
    saved = Game.from_json(game.to_json())
    game.apply(option(game, "yes"))
    pay_auto(game)
    assert sum(1 for i in s.battlefield if s.objects[i].tapped and s.objects[i].card == "Forest") == 3
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert [s.objects[i].card for i in s.battlefield].count("Grizzly Bears") == 1
    # declining: the spell is countered (the saved copy continues from the same decision)
    saved.apply(option(saved, "no"))
    assert [saved.state.objects[i].card for i in saved.state.players[0].graveyard] == \
        ["Grizzly Bears"]


def test_118_3_a_player_who_cant_pay_is_not_asked() -> None:
    game = board(_SPIKE.replace("[Forest, Forest, Forest]", "[Forest, Forest]"))
    s = game.state
    _bears_then_spike(game)
    assert not has_option(game, "yes")
    assert [s.objects[i].card for i in s.players[0].graveyard] == ["Grizzly Bears"]
    assert any(e["event"] == "cant_pay" and e["rule"] == "118.3" for e in game.log)


def test_118_12_upkeep_sacrifice_unless_you_pay() -> None:
    # Drifter il-Dal: "At the beginning of your upkeep, sacrifice this creature unless you
    # pay {U}." Declining sacrifices it; with no Island it is sacrificed without a question.
    for lands, pay, survives in (("[Island]", "yes", True), ("[Island]", "no", False),
                                 ("[]", None, False)):
        game = board(f"""
players:
  - name: Alice
    library: [Island, Island]
  - name: Bob
    battlefield: [Drifter il-Dal, {lands[1:-1] or "Forest"}]
    library: [Island, Island]
turn: {{active: Alice, step: end}}
""")
        s = game.state
        advance(game, lambda g: g.decision.kind == "may" or g.state.step == "draw")
        if pay is not None:
            assert game.decision is not None and game.decision.player == 1
            game.apply(option(game, pay))
            pay_auto(game)
            advance(game, lambda g: g.state.step == "draw")
        alive = [i for i in s.battlefield if s.objects[i].card == "Drifter il-Dal"]
        assert bool(alive) == survives, (lands, pay)
