"""Copies survive JSON save/clone (DESIGN 3): a token copy's copiable values with exceptions
(CR 707.9) and a "becomes a copy" effect (707.2, 613.2a) are state data."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

from .._helpers import board, named, option, pay_auto

BOARD = """
players:
  - name: Alice
    hand: [Heat Shimmer, True Polymorph]
    battlefield: [Mountain, Mountain, Mountain, Island, Island, Island, Island, Island, Island,
                  Grizzly Bears]
  - name: Bob
    battlefield: [Serra Angel]
turn: {active: Alice, step: precombat_main, number: 3}
"""


def _cast(g: Game, card: str, *targets: int) -> None:
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, card)))
    for t in targets:
        g.apply(option(g, "target", t))
    pay_auto(g)
    g.apply(Action("pass"))
    g.apply(Action("pass"))


def test_707_token_copy_and_becomes_copy_round_trip() -> None:
    g = board(BOARD)
    s = g.state
    angel = named(g, s.battlefield, "Serra Angel")
    bears = named(g, s.battlefield, "Grizzly Bears")
    _cast(g, "Heat Shimmer", angel)
    token = s.battlefield[-1]
    assert s.objects[token].kind == "token" and s.objects[token].controller == 0
    _cast(g, "True Polymorph", bears, angel)
    g2 = Game.from_json(g.to_json())
    for game in (g, g2):
        st = game.state
        c = characteristics(st, token)
        assert c.name == "Serra Angel" and c.has("haste") and c.has("flying")
        b = characteristics(st, bears)
        assert b.name == "Serra Angel" and b.power == 4 and "Bear" not in b.subtypes
    assert g2.to_json() == g.to_json()
    c3 = g.clone()
    assert characteristics(c3.state, bears).name == "Serra Angel"


def test_702_141a_encore_token_must_attack_and_embalm_token_is_white() -> None:
    g = board("""
players:
  - name: Alice
    graveyard: [Impulsive Pilferer, Sacred Cat]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Plains, Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = g.state
    for card in ("Sacred Cat", "Impulsive Pilferer"):
        g.apply(option(g, "activate", named(g, s.players[0].graveyard, card)))
        pay_auto(g)
        g.apply(Action("pass"))
        g.apply(Action("pass"))
    cat = named(g, s.battlefield, "Sacred Cat")
    c = characteristics(s, cat)
    assert c.colors == frozenset({"W"}) and "Zombie" in c.subtypes and c.mana_cost is None
    pilferer = named(g, s.battlefield, "Impulsive Pilferer")
    bears = named(g, s.battlefield, "Grizzly Bears")
    assert characteristics(s, pilferer).has("haste")
    while g.decision is not None and g.decision.kind != "attackers":
        g.apply(Action("pass"))
    kinds = {(a.kind, a.args[0] if a.args else None) for a in g.legal_actions()}
    assert ("done", None) not in kinds        # CR 508.1d: the encore token must attack
    assert ("attack", pilferer) in kinds and ("attack", bears) in kinds
    g.apply(option(g, "attack", pilferer))
    assert any(a.kind == "done" for a in g.legal_actions())
