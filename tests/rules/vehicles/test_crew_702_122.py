"""Crew (CR 702.122) played through Game.apply: the cost choice one creature at a time, saves
and clones in the middle of it, what the agents and the notation make of it, and a Vehicle
that isn't a creature having no power or toughness (208.3, 301.7a)."""

from __future__ import annotations

import io

from tests.rules._helpers import board, named, option

from mtgrules import Game
from mtgrules.agents.heuristic import HeuristicAgent
from mtgrules.agents.human import HumanAgent
from mtgrules.agents.random_agent import RandomAgent
from mtgrules.agents.view import PlayerView
from mtgrules.notation import format_action, parse_action
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import Action

FREIGHTER = """
players:
  - name: Alice
    battlefield: [Renegade Freighter, Llanowar Elves, Elvish Mystic, Grizzly Bears]
    library: [Forest, Forest, Forest]
  - name: Bob
    library: [Forest, Forest, Forest]
turn: {active: Alice, step: precombat_main, number: 3}
"""


def _crewing() -> tuple[Game, int]:
    g = board(FREIGHTER)
    v = named(g, g.state.battlefield, "Renegade Freighter")
    g.apply(option(g, "activate", v))
    assert g.decision is not None and g.decision.kind == "choose"
    return g, v


def test_702_122a_a_vehicle_that_is_not_a_creature_has_no_power() -> None:
    g = board(FREIGHTER)
    v = named(g, g.state.battlefield, "Renegade Freighter")
    c = characteristics(g.state, v)
    assert "Creature" not in c.types and (c.power, c.toughness) == (None, None)


def test_702_122a_each_option_keeps_the_cost_payable() -> None:
    g, v = _crewing()
    elves = named(g, g.state.battlefield, "Llanowar Elves")
    bears = named(g, g.state.battlefield, "Grizzly Bears")
    assert g.decision is not None
    assert Action("choose_card", (0,)) not in g.decision.options  # total 0 < 2
    assert Action("choose_card", (v,)) not in g.decision.options  # "other" creatures
    g.apply(Action("choose_card", (elves,)))
    assert Action("choose_card", (0,)) not in g.decision.options  # total 1 < 2
    g.apply(Action("choose_card", (bears,)))
    assert Action("choose_card", (0,)) in g.decision.options  # total 3: may stop
    g.apply(Action("choose_card", (0,)))
    assert g.state.objects[elves].tapped and g.state.objects[bears].tapped
    mystic = named(g, g.state.battlefield, "Elvish Mystic")
    assert not g.state.objects[mystic].tapped


def test_702_122a_crew_choice_survives_save_and_clone() -> None:
    g, v = _crewing()
    elves = named(g, g.state.battlefield, "Llanowar Elves")
    g.apply(Action("choose_card", (elves,)))
    saved = Game.from_json(g.to_json())
    twin = g.clone()
    for game in (g, saved, twin):
        mystic = named(game, game.state.battlefield, "Elvish Mystic")
        game.apply(Action("choose_card", (mystic,)))
        game.apply(Action("choose_card", (0,)))
    assert g.to_json() == saved.to_json() == twin.to_json()
    assert g.state.stack  # the crew ability is on the stack


def test_702_122a_the_notation_reads_each_crew_option() -> None:
    g, _ = _crewing()
    d = g.decision
    assert d is not None
    for o in d.options:
        assert parse_action(format_action(o, g.state), g, d.options) == o


def test_702_122a_the_heuristic_agent_crews_before_combat() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Smuggler's Copter, {card: Llanowar Elves, sick: true}, Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: precombat_main, number: 3}
""")
    agent = HeuristicAgent()
    copter = named(g, g.state.battlefield, "Smuggler's Copter")
    elves = named(g, g.state.battlefield, "Llanowar Elves")
    d = g.decision
    assert d is not None
    a = agent.act(PlayerView(g, 0), d, d.options)
    assert a.kind == "activate" and a.args[0] == copter
    g.apply(a)
    d = g.decision
    assert d is not None and d.kind == "choose"
    g.apply(agent.act(PlayerView(g, 0), d, d.options))  # the weakest creature that pays
    d = g.decision
    assert d is not None and d.kind == "choose"  # it may tap more: it stops
    g.apply(agent.act(PlayerView(g, 0), d, d.options))
    assert g.state.objects[elves].tapped
    bears = named(g, g.state.battlefield, "Grizzly Bears")
    assert not g.state.objects[bears].tapped


def test_702_122a_random_and_human_agents_can_crew() -> None:
    g, _ = _crewing()
    d = g.decision
    assert d is not None
    out = io.StringIO()
    human = HumanAgent(input_fn=lambda _: "1", output=out, show_board=False)
    assert human.act(PlayerView(g, 0), d, d.options) == d.options[0]
    assert "Crew 2" in out.getvalue()
    rnd = RandomAgent(7)
    for _ in range(200):
        d = g.decision
        if d is None or g.over:
            break
        g.apply(rnd.act(PlayerView(g, d.player), d, d.options))
