"""Agents: PlayerView hides hidden information; Random, Heuristic, Scripted and Human agents."""

from __future__ import annotations

import io

import pytest

from mtgrules.agents import (
    HeuristicAgent,
    PlayerView,
    RandomAgent,
    ScriptedAgent,
    ScriptExhausted,
    make_agent,
)
from mtgrules.agents.heuristic import is_mana_ability, profile
from mtgrules.agents.human import HumanAgent
from mtgrules.cards.registry import get_card
from mtgrules.decks import load_deck
from mtgrules.game import Game
from mtgrules.runner import play_game
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action

RED = load_deck("red").card_names()
GREEN = load_deck("green").card_names()
BLUE_WHITE = load_deck("blue-white").card_names()


def board(yaml_text: str) -> Game:
    return build_game(parse_scenario(yaml_text + "expect: []\n"))


def ask(agent: object, game: Game) -> Action:
    d = game.decision
    assert d is not None
    return agent.act(PlayerView(game, d.player), d, game.legal_actions())  # type: ignore[attr-defined]


def by_name(game: Game, name: str, zone: str = "battlefield") -> int:
    for oid, o in game.state.objects.items():
        if o.card == name and o.zone == zone:
            return oid
    raise KeyError(name)


# --- PlayerView -------------------------------------------------------------------------------


def test_view_hides_opponent_hand_and_libraries() -> None:
    g = Game.new([RED, GREEN], ["Alice", "Bob"], seed=3)
    v = PlayerView(g, 0)
    s = g.state
    for oid in s.players[0].hand:
        assert v.info(oid) is not None
    for oid in s.players[1].hand + s.players[0].library + s.players[1].library:
        assert v.info(oid) is None
        assert v.characteristics(oid) is None
        assert v.card_name(oid) == "hidden card"
    assert v.hand_size(1) == len(s.players[1].hand)
    assert v.library_size(0) == len(s.players[0].library)
    assert v.hand() == s.players[0].hand
    assert v.opponent == 1 and v.life(1) == 20


def test_agents_never_mutate_the_game() -> None:
    g = Game.new([RED, GREEN], seed=5)
    agents = [HeuristicAgent(), RandomAgent(1)]
    for _ in range(150):
        if g.over:
            break
        before = g.to_json()
        d = g.decision
        assert d is not None
        for agent in agents:
            agent.act(PlayerView(g, d.player), d, g.legal_actions())
        assert g.to_json() == before
        g.apply(agents[d.player].act(PlayerView(g, d.player), d, g.legal_actions()))


# --- RandomAgent ----------------------------------------------------------------------------------


def test_random_agent_is_deterministic_and_legal() -> None:
    def run(seed: int) -> list[dict[str, object]]:
        g = Game.new([RED, GREEN], seed=1)
        play_game(g, [RandomAgent(seed), RandomAgent(seed + 100)])
        assert g.over
        return g.log

    assert run(4) == run(4)


# --- HeuristicAgent ---------------------------------------------------------------------------------


@pytest.mark.parametrize("decks", [(RED, GREEN), (GREEN, BLUE_WHITE), (BLUE_WHITE, RED)])
def test_heuristic_self_play_finishes_without_mana_activations(decks: tuple[list[str], ...]) -> None:
    class Spy(HeuristicAgent):
        def act(self, view, decision, options):  # type: ignore[no-untyped-def]
            a = super().act(view, decision, options)
            assert a in options
            if decision.kind == "priority" and a.kind == "activate":
                assert not is_mana_ability(a.args[1])
            return a

    g = Game.new(list(decks), seed=9)
    play_game(g, [Spy(), Spy()], max_decisions=50_000)
    assert g.over


def test_heuristic_mulligan_keeps_two_to_five_lands() -> None:
    agent = HeuristicAgent()
    for seed in range(12):
        g = Game.new([RED, GREEN], seed=seed)
        d = g.decision
        assert d is not None and d.kind == "mulligan"
        lands = sum(1 for oid in g.state.players[d.player].hand
                    if g.state.objects[oid].card in ("Mountain", "Forest"))
        want = "keep" if 2 <= lands <= 5 else "mulligan"
        assert ask(agent, g).kind == want


def test_profile_classifies_cards() -> None:
    assert profile(get_card("Lightning Bolt").abilities).damage == 3
    assert profile(get_card("Giant Growth").abilities).beneficial
    assert profile(get_card("Counterspell").abilities).counter
    assert profile(get_card("Pacifism").abilities).harmful


BOLT_BOARD = """
format: 1
name: bolt
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [{bears}]
turn: {active: Alice, step: precombat_main}
"""


def _bolt_target(bob_board: str) -> str:
    g = board(BOLT_BOARD.replace("{bears}", bob_board))
    agent = HeuristicAgent()
    a = ask(agent, g)
    assert a.kind == "cast"
    g.apply(a)
    d = g.decision
    assert d is not None and d.kind == "target"
    choice = ask(agent, g)
    ref = choice.args[0]
    return "Bob" if ref == -2 else g.state.objects[ref].card


def test_heuristic_bolts_a_creature_it_kills() -> None:
    assert _bolt_target("Grizzly Bears") == "Grizzly Bears"


def test_heuristic_bolts_face_when_it_cannot_kill() -> None:
    assert _bolt_target("Leatherback Baloth") == "Bob"


def test_heuristic_pays_automatically() -> None:
    g = board(BOLT_BOARD.replace("{bears}", "Grizzly Bears"))
    agent = HeuristicAgent()
    while g.decision is not None and g.decision.kind != "pay_mana":
        g.apply(ask(agent, g))
    assert ask(agent, g) == Action("auto")


def test_heuristic_attacks_into_empty_board_and_not_into_bigger_blocker() -> None:
    text = """
format: 1
name: attack
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
    battlefield: [{blocker}]
turn: {active: Alice, step: beginning_of_combat}
"""
    agent = HeuristicAgent()
    g = board(text.replace("{blocker}", "Mountain"))
    while g.decision is not None and g.decision.kind != "attackers":
        g.apply(Action("pass"))
    assert ask(agent, g).kind == "attack"
    g = board(text.replace("{blocker}", "Leatherback Baloth"))
    while g.decision is not None and g.decision.kind != "attackers":
        g.apply(Action("pass"))
    assert ask(agent, g) == Action("done")


def test_heuristic_blocks_when_blocker_survives() -> None:
    text = """
format: 1
name: block
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
    battlefield: [Leatherback Baloth]
turn: {active: Alice, step: beginning_of_combat}
"""
    g = board(text)
    while g.decision is not None and g.decision.kind != "attackers":
        g.apply(Action("pass"))
    bears = by_name(g, "Grizzly Bears")
    g.apply(Action("attack", (bears, -2)))
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(Action("done"))
    while g.decision is not None and g.decision.kind != "blockers":
        g.apply(Action("pass"))
    a = ask(HeuristicAgent(), g)
    assert a == Action("block", (by_name(g, "Leatherback Baloth"), bears))


def test_heuristic_counters_opponent_spell() -> None:
    text = """
format: 1
name: counter
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [Island, Island]
    hand: [Counterspell]
turn: {active: Alice, step: precombat_main}
"""
    g = board(text)
    agent = HeuristicAgent()
    while g.decision is not None and not (g.decision.player == 1
                                          and g.decision.kind == "priority"):
        g.apply(ask(agent, g))
    a = ask(agent, g)
    assert a.kind == "cast" and g.state.objects[a.args[0]].card == "Counterspell"
    g.apply(a)
    assert g.decision is not None and g.decision.kind == "target"
    t = ask(agent, g)
    assert g.state.objects[t.args[0]].card == "Lightning Bolt"


def test_heuristic_beats_random_most_of_the_time() -> None:
    wins = 0
    for seed in range(10):
        g = Game.new([RED, GREEN] if seed % 2 else [GREEN, RED], seed=seed)
        play_game(g, [HeuristicAgent(), RandomAgent(seed)], max_decisions=50_000)
        wins += g.winner == 0
    assert wins >= 6


# --- ScriptedAgent --------------------------------------------------------------------------------


def test_scripted_agent_plays_steps_then_falls_back() -> None:
    g = Game.new([RED, GREEN], seed=2)
    seen: list[str] = []

    def spy(view, decision, options):  # type: ignore[no-untyped-def]
        seen.append(decision.kind)
        return Action("keep")

    agent = ScriptedAgent([["keep"], spy], fallback=RandomAgent(0))
    v = PlayerView(g, 0)
    d = g.decision
    assert d is not None
    assert agent.act(v, d, d.options) == Action("keep")
    assert agent.act(v, d, d.options) == Action("keep")
    assert seen == [d.kind]
    assert agent.remaining == 0
    assert agent.act(v, d, d.options) in d.options


def test_scripted_agent_strict_raises_when_exhausted() -> None:
    g = Game.new([RED, GREEN], seed=2)
    d = g.decision
    assert d is not None
    with pytest.raises(ScriptExhausted):
        ScriptedAgent([], strict=True).act(PlayerView(g, 0), d, d.options)


# --- HumanAgent ----------------------------------------------------------------------------------


def test_human_agent_reads_a_number_and_reprompts() -> None:
    g = Game.new([RED, GREEN], ["Alice", "Bob"], seed=2)
    d = g.decision
    assert d is not None
    answers = iter(["hello", "99", "2"])
    out = io.StringIO()
    agent = HumanAgent(input_fn=lambda prompt: next(answers), output=out)
    a = agent.act(PlayerView(g, d.player), d, d.options)
    assert a == d.options[1]
    text = out.getvalue()
    assert "1. keep this hand" in text and "2. take a mulligan" in text
    assert "Please enter a number" in text
    assert "life 20" in text


def test_make_agent() -> None:
    assert isinstance(make_agent("heuristic"), HeuristicAgent)
    assert isinstance(make_agent("random", 3), RandomAgent)
    assert isinstance(make_agent("human"), HumanAgent)
    with pytest.raises(ValueError):
        make_agent("nobody")


# --- runner ------------------------------------------------------------------------------------


def test_play_game_streams_every_log_event_once() -> None:
    g = Game.new([RED, GREEN], seed=6)
    seen: list[dict[str, object]] = []
    play_game(g, [HeuristicAgent(), HeuristicAgent()], on_event=seen.append)
    assert g.over
    assert seen == g.log


def test_play_game_stops_at_max_decisions() -> None:
    g = Game.new([RED, GREEN], seed=6)
    play_game(g, [RandomAgent(1), RandomAgent(2)], max_decisions=5)
    assert not g.over
    assert g.decision is not None


def test_heuristic_casts_a_creature_with_a_pump_ability_in_its_main_phase() -> None:
    """Shivan Dragon's "{R}: +1/+0" is no combat trick: casting it puts a creature on the
    battlefield, so the agent casts it when it can (it used to wait for a creature in combat)."""
    g = board("""
format: 1
name: dragon
players:
  - name: Alice
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]
    hand: [Shivan Dragon]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    a = ask(HeuristicAgent(), g)
    assert a.kind == "cast" and g.state.objects[a.args[0]].card == "Shivan Dragon"


def test_heuristic_enchants_its_own_creature_with_a_bonus_aura() -> None:
    """Madcap Skills (+3/+0) goes on the agent's own creature, Pacifism on the opponent's."""
    for aura, want in (("Madcap Skills", "Grizzly Bears"), ("Pacifism", "Hill Giant")):
        g = board(f"""
format: 1
name: aura
players:
  - name: Alice
    battlefield: [Mountain, Mountain, Plains, Plains, Grizzly Bears]
    hand: [{aura}]
  - name: Bob
    battlefield: [Hill Giant]
turn: {{active: Alice, step: precombat_main}}
""")
        agent = HeuristicAgent()
        a = ask(agent, g)
        assert a.kind == "cast" and g.state.objects[a.args[0]].card == aura
        g.apply(a)
        assert g.decision is not None and g.decision.kind == "target"
        assert g.state.objects[ask(agent, g).args[0]].card == want
