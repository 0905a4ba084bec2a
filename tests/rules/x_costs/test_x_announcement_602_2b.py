"""CR 602.2b, 601.2b, 107.3a: X in an activated ability's cost is announced as it is activated
(a ``choose_x`` decision whose options are data: only payable values, from 1 when "X can't be
0"), paid as part of the cost, kept by the ability on the stack (107.3k), and a game saved at
that decision continues identically."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules import Game
from mtgrules.cards.registry import get_ability
from mtgrules.state.decision import Action

BOARD = """
players:
  - name: Alice
    battlefield: [Cinder Elemental, Mountain, Mountain, Mountain, Forest, Lair of the Hydra]
  - name: Bob
    battlefield: [Hill Giant]
turn: {active: Alice, step: precombat_main}
"""


def _activate(g: Game, card: str, nth: int = 0) -> int:
    src = named(g, g.state.battlefield, card)
    acts = [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == src]
    g.apply(acts[nth])
    return src


def test_x_options_are_the_payable_values_and_exclude_the_sources_own_tap() -> None:
    g = board(BOARD)
    _activate(g, "Cinder Elemental")
    d = g.decision
    assert d is not None and d.kind == "choose_x"
    # {X}{R}: five mana sources (Lair of the Hydra taps for {G}), one {R} kept for the R
    assert sorted(a.args[0] for a in d.options) == [0, 1, 2, 3, 4]
    assert all(a.kind == "x" for a in d.options)
    ab = g.state.stack[-1]
    assert d.context is not None and getattr(d.context, "obj", None) == ab


def test_x_cant_be_0_starts_the_options_at_1() -> None:
    g = board(BOARD)
    lair = named(g, g.state.battlefield, "Lair of the Hydra")
    act = next(a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == lair
               and get_ability(a.args[1]).text.startswith("{X}"))
    g.apply(act)
    d = g.decision
    assert d is not None and d.kind == "choose_x"
    # {X}{G} with its own {T}: Add {G} usable (no {T} in this cost): Forest + Lair for {G}
    xs = sorted(a.args[0] for a in d.options)
    assert xs[0] == 1 and 0 not in xs


def test_round_trip_at_an_ability_x_decision_continues_identically() -> None:
    g = board(BOARD)
    _activate(g, "Cinder Elemental")
    assert g.decision is not None and g.decision.kind == "choose_x"
    g2 = Game.from_json(g.to_json())
    assert g2.decision == g.decision and g2.legal_actions() == g.legal_actions()
    giant = named(g, g.state.battlefield, "Hill Giant")
    for game in (g, g2):
        game.apply(option(game, "x", 3))
        game.apply(option(game, "target", giant))
        pay_auto(game)
        assert game.state.objects[game.state.stack[-1]].x == 3  # 107.3k: kept by the ability
        game.apply(Action("pass"))
        game.apply(Action("pass"))
    assert g.to_json() == g2.to_json()
    assert named(g2, g2.state.players[1].graveyard, "Hill Giant")
    assert any(e.get("event") == "announce_x" and e.get("rule") == "602.2b"
               for e in g2.state.log)


def test_clone_at_an_ability_x_decision_is_independent() -> None:
    g = board(BOARD)
    _activate(g, "Cinder Elemental")
    c = g.clone()
    g.apply(option(g, "x", 0))
    assert c.decision is not None and c.decision.kind == "choose_x"
    c.apply(option(c, "x", 2))
    assert g.state.objects[g.state.stack[-1]].x == 0
    assert c.state.objects[c.state.stack[-1]].x == 2
