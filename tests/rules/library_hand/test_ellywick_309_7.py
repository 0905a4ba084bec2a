"""Ellywick Tumblestrum's look with a bonus ("If it's legendary, you gain 3 life", CR 701.20e,
119.3) and its emblem counting differently named completed dungeons (CR 309.7, 114.4,
613.4c) on real games."""

from __future__ import annotations

from tests.rules._helpers import board, named, option

from mtgrules import Game
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action


def _ellywick(library: str) -> Game:
    return board(f"""
players:
  - name: Alice
    battlefield:
      - {{card: Ellywick Tumblestrum, counters: {{loyalty: 7}}}}
      - Grizzly Bears
    library: {library}
  - name: Bob
turn: {{active: Alice, step: precombat_main}}
""")


def _activate(g: Game, cost: str) -> None:
    walker = named(g, g.state.battlefield, "Ellywick Tumblestrum")
    d = g.decision
    assert d is not None
    (act,) = [o for o in d.options if o.kind == "activate" and o.args[0] == walker and
              o.args[1].endswith(cost)]
    g.apply(act)
    g.apply(Action("pass"))
    g.apply(Action("pass"))


def test_reveal_a_legendary_creature_gains_life() -> None:
    g = _ellywick("[Island, Krydle of Baldur's Gate, Forest, Grizzly Bears, Plains, Swamp]")
    _activate(g, "#1")
    lib = g.state.players[0].library
    d = g.decision
    assert d is not None and {o.args[0] for o in d.options} == {
        named(g, lib, "Krydle of Baldur's Gate"), named(g, lib, "Grizzly Bears"), 0}
    g.apply(option(g, "choose_card", named(g, lib, "Krydle of Baldur's Gate")))
    p = g.state.players[0]
    assert [g.state.objects[h].card for h in p.hand] == ["Krydle of Baldur's Gate"]
    assert p.life == 23 and len(p.library) == 5


def test_emblem_counts_differently_named_dungeons() -> None:
    g = _ellywick("[Island, Island]")
    g.state.players[0].dungeons_completed = ["Tomb of Annihilation", "Lost Mine of Phandelver",
                                             "Tomb of Annihilation"]
    _activate(g, "#2")
    bears = named(g, g.state.battlefield, "Grizzly Bears")
    c = characteristics(g.state, bears)
    assert (c.power, c.toughness) == (6, 6)
    assert {"trample", "haste"} <= set(c.keywords)
