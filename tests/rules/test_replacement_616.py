"""CR 614-616 as one framework (issue 10): the affected object's controller orders the
applicable replacement effects (616.1), self-replacement effects first (614.15, 616.1a), each
applied once (616.1f), no question when every order gives the same result; the choice is a
``replacement`` decision that survives save/load."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.rules.replacement import Candidate, next_effect, order_matters, run_all

from ._helpers import board, named, option, pay_auto

_SCALES_VORINCLEX = """
players:
  - name: Alice
    battlefield: [Hardened Scales, "Vorinclex, Monstrous Raider", Grizzly Bears, Forest]
    hand: [Battlegrowth]
  - name: Bob
turn: {active: Alice, step: precombat_main}
"""


def _battlegrowth_on_bears(game: Game) -> int:
    s = game.state
    bears = named(game, s.battlefield, "Grizzly Bears")
    game.apply(option(game, "cast", named(game, s.players[0].hand, "Battlegrowth")))
    game.apply(option(game, "target", bears))
    pay_auto(game)
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    return bears


def test_616_1_controller_orders_two_replacements() -> None:
    # Hardened Scales then Vorinclex: (1 + 1) x 2 = 4; Vorinclex then Scales: 1 x 2 + 1 = 3.
    for first, expected in (("Hardened Scales", 4), ("Vorinclex, Monstrous Raider", 3)):
        game = board(_SCALES_VORINCLEX)
        s = game.state
        bears = _battlegrowth_on_bears(game)
        d = game.decision
        assert d is not None and d.kind == "replacement" and d.player == 0
        assert len(d.options) == 2
        game.apply(option(game, "replacement", named(game, s.battlefield, first)))
        assert s.objects[bears].counters == {"+1/+1": expected}


def test_616_1_replacement_decision_survives_save_and_load() -> None:
    game = board(_SCALES_VORINCLEX)
    bears = _battlegrowth_on_bears(game)
    assert game.decision is not None and game.decision.kind == "replacement"
    loaded = Game.from_json(game.to_json())
    vorinclex = named(loaded, loaded.state.battlefield, "Vorinclex, Monstrous Raider")
    loaded.apply(option(loaded, "replacement", vorinclex))
    assert loaded.state.objects[bears].counters == {"+1/+1": 3}


def test_614_1a_vorinclex_halves_an_opponents_counters() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Grizzly Bears, Forest]
    hand: [Battlegrowth]
  - name: Bob
    battlefield: ["Vorinclex, Monstrous Raider"]
turn: {active: Alice, step: precombat_main}
""")
    bears = _battlegrowth_on_bears(game)
    # one counter, halved and rounded down: none is put (CR 614.1a)
    assert game.state.objects[bears].counters == {}


def test_614_15_self_replacement_first() -> None:
    # A self-replacement effect must be chosen before any other (616.1a): with one, nothing
    # is asked even though the order of the others would matter.
    game = board("""
players:
  - name: Alice
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    cands = [Candidate("double", 1, kind="x2"), Candidate("plus", 2, kind="+1"),
             Candidate("self", 3, self_replacement=True, kind="x3")]

    def applicable(ev: int, applied: list[str]) -> list[Candidate]:
        return [c for c in cands if c.ident not in applied]

    def apply(ev: int, c: Candidate) -> int:
        return ev * 2 if c.kind == "x2" else ev + 1 if c.kind == "+1" else ev * 3

    before = game.state.pending
    got = next_effect(game.state, 0, 1, [], applicable, apply, None, "order", 1)
    assert got == cands[2] and game.state.pending is before  # nothing asked
    assert run_all(1, [], applicable, apply) == (1 * 3) * 2 + 1
    # after the self-replacement, the other two still need a choice (x2 then +1 or +1 then x2)
    assert order_matters(3, ["3|self"], applicable, apply)
    assert not order_matters(3, ["3|self", "2|plus"], applicable, apply)


def test_616_1f_two_mana_reflections_apply_once_each_without_asking() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Mana Reflection, Mana Reflection, Forest]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    forest = named(game, game.state.battlefield, "Forest")
    game.apply(next(o for o in game.legal_actions()
                    if o.kind == "activate" and o.args[0] == forest))
    assert game.decision is not None and game.decision.kind == "priority"
    assert game.state.players[0].mana[4] == 4  # {G} x 2 x 2, each applying once


def test_616_1_controller_orders_replacements_on_enters_with_counters() -> None:
    # Endless One (X=1) enters with one +1/+1 counter: Hardened Scales then Vorinclex gives
    # (1 + 1) x 2 = 4, Vorinclex then Scales 1 x 2 + 1 = 3 (CR 614.1c, 614.16, 616.1).
    for first, expected in (("Hardened Scales", 4), ("Vorinclex, Monstrous Raider", 3)):
        game = board("""
players:
  - name: Alice
    battlefield: [Hardened Scales, "Vorinclex, Monstrous Raider", Forest]
    hand: [Endless One]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
        s = game.state
        game.apply(option(game, "cast", named(game, s.players[0].hand, "Endless One")))
        game.apply(option(game, "x", 1))
        pay_auto(game)
        game.apply(option(game, "pass"))
        game.apply(option(game, "pass"))
        d = game.decision
        assert d is not None and d.kind == "replacement" and d.player == 0
        game = Game.from_json(game.to_json())  # the choice survives save/load
        s = game.state
        game.apply(option(game, "replacement", named(game, s.battlefield, first)))
        one = named(game, s.battlefield, "Endless One")
        assert s.objects[one].counters == {"+1/+1": expected}
