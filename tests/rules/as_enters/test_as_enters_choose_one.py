""""As ~ enters, choose a creature type / a card name" (CR 614.12a, 607.2, 201.3): the
decision the engine asks, answered by each agent and in the notation, and kept by a save."""

from __future__ import annotations

import io
import json

import pytest

from mtgrules import Game
from mtgrules.agents import HeuristicAgent, RandomAgent
from mtgrules.agents.human import HumanAgent
from mtgrules.agents.view import PlayerView
from mtgrules.errors import SaveError
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.notation import format_action, parse_action
from mtgrules.state.decision import Action

from .._helpers import board, named, option, pay_auto

CAVERN = """
players:
  - name: Alice
    hand: [Cavern of Souls, Llanowar Elves]
    library: [Llanowar Elves, Forest, Forest]
  - name: Bob
    library: [Island, Island]
turn: {active: Alice, step: precombat_main, number: 3}
"""

NEEDLE = """
players:
  - name: Alice
    hand: [Pithing Needle]
    battlefield: [Island]
    library: [Island, Island]
  - name: Bob
    battlefield: [Mogg Fanatic, Island]
    library: [Prodigal Sorcerer, Island]
turn: {active: Alice, step: precombat_main, number: 3}
"""


def _cavern_choice() -> Game:
    g = board(CAVERN)
    cavern = named(g, g.state.players[0].hand, "Cavern of Souls")
    g.apply(Action("play", (cavern,)))
    return g


def _needle_choice() -> Game:
    g = board(NEEDLE)
    g.apply(Action("cast", (named(g, g.state.players[0].hand, "Pithing Needle"),)))
    pay_auto(g)
    while g.decision is not None and g.decision.kind == "priority":
        g.apply(Action("pass"))
    return g


def test_614_12a_creature_type_options_own_types_first() -> None:
    g = _cavern_choice()
    d = g.decision
    assert d is not None and d.kind == "choose" and d.player == 0
    words = [a.args[0] for a in d.options]
    assert set(words) == CREATURE_TYPES and words[:2] == ["Druid", "Elf"]  # 2 Elf Druids
    assert "choose a creature type" in (d.prompt or "")
    g.apply(option(g, "choose", "Elf"))
    cavern = named(g, g.state.battlefield, "Cavern of Souls")
    assert g.state.objects[cavern].chosen["as_enters"] == "Elf"


def test_201_3_card_name_options_are_the_names_in_the_game_opponents_permanents_first() -> None:
    g = _needle_choice()
    d = g.decision
    assert d is not None and d.kind == "choose"
    names = [a.args[0] for a in d.options]
    assert names[0] == "Mogg Fanatic"  # Bob's permanent (Island: Alice's too, still first)
    assert set(names) == {"Mogg Fanatic", "Island", "Prodigal Sorcerer", "Pithing Needle"}


@pytest.mark.parametrize("agent", [RandomAgent(3), HeuristicAgent()])
def test_random_and_heuristic_agents_answer_the_choice(agent: object) -> None:
    for g in (_cavern_choice(), _needle_choice()):
        d = g.decision
        assert d is not None
        a = agent.act(PlayerView(g, d.player), d, g.legal_actions())  # type: ignore[attr-defined]
        assert a in d.options
        g.apply(a)
        assert g.decision is not None and g.decision.kind != "choose"


def test_heuristic_names_the_opponents_permanent() -> None:
    g = _needle_choice()
    d = g.decision
    assert d is not None
    assert HeuristicAgent().act(PlayerView(g, 0), d, g.legal_actions()) == \
        Action("choose", ("Mogg Fanatic",))


def test_human_types_a_name_and_the_notation_round_trips() -> None:
    g = _needle_choice()
    d = g.decision
    assert d is not None
    answers = iter(["mogg"])
    agent = HumanAgent(input_fn=lambda prompt: next(answers), output=io.StringIO(),
                       show_board=False)
    a = agent.act(PlayerView(g, 0), d, d.options)
    assert a == Action("choose", ("Mogg Fanatic",))
    text = format_action(a, g)
    assert parse_action(text, g) == a


def test_save_keeps_the_pending_choice_and_the_answer() -> None:
    g = _cavern_choice()
    again = Game.from_json(g.to_json())
    assert again.legal_actions() == g.legal_actions()
    again.apply(Action("choose", ("Elf",)))
    data = json.loads(again.to_json())
    loaded = Game.from_json(json.dumps(data))
    cavern = named(loaded, loaded.state.battlefield, "Cavern of Souls")
    assert loaded.state.objects[cavern].chosen["as_enters"] == "Elf"
    for o in data["state"]["objects"]:
        if o["id"] == cavern:
            o["chosen"]["as_enters"] = "Elff"
    with pytest.raises(SaveError, match=r"chosen\.as_enters.*not a creature type"):
        Game.from_json(json.dumps(data))


def test_save_refuses_a_name_that_is_no_card() -> None:
    g = _needle_choice()
    g.apply(Action("choose", ("Mogg Fanatic",)))
    data = json.loads(g.to_json())
    needle = named(g, g.state.battlefield, "Pithing Needle")
    assert Game.from_json(json.dumps(data)).state.objects[needle].chosen["as_enters"] == \
        "Mogg Fanatic"
    for o in data["state"]["objects"]:
        if o["id"] == needle:
            o["chosen"]["as_enters"] = "Not A Card Name"
    with pytest.raises(SaveError, match="not a card name"):
        Game.from_json(json.dumps(data))
