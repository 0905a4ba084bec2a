"""The heuristic agent's activations in its main phase (agents.activation_policy): it cracks a
fetch land (CR 701.23), equips a creature (702.6) and activates one loyalty ability of each
planeswalker (606.3), and the game log names each activation by its source and cost."""

from __future__ import annotations

from mtgrules.agents import HeuristicAgent, PlayerView
from mtgrules.game import Game
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action


def board(battlefield: str, opponent: str = "[]") -> Game:
    return build_game(parse_scenario(f"""
format: 1
name: activations
players:
  - name: Alice
    battlefield: {battlefield}
    library: [Forest, Mountain, Forest]
  - name: Bob
    battlefield: {opponent}
turn: {{active: Alice, step: precombat_main}}
expect: []
"""))


def play_main_phase(g: Game) -> list[str]:
    """Let the heuristic agent act for Alice until she passes in her precombat main phase;
    the log lines written meanwhile."""
    agent = HeuristicAgent()
    start = len(g.state.log)
    for _ in range(60):
        d = g.decision
        if d is None or (d.player == 0 and d.kind == "priority" and not g.state.stack
                         and agent.act(PlayerView(g, 0), d, g.legal_actions()) == Action("pass")):
            break
        g.apply(agent.act(PlayerView(g, d.player), d, g.legal_actions()))
    return [e["text"] for e in g.state.log[start:]]


def test_the_agent_cracks_a_fetch_land_and_the_log_names_its_cost() -> None:
    g = board("[Evolving Wilds]")
    lines = play_main_phase(g)
    assert any("activates Evolving Wilds#" in t
               and "'s ability ({T}, Sacrifice Evolving Wilds)" in t for t in lines)
    battlefield = [o.card for o in g.state.objects.values() if o.zone == "battlefield"]
    assert "Evolving Wilds" not in battlefield
    assert any(c in ("Forest", "Mountain") for c in battlefield)


def test_the_agent_equips_its_creature() -> None:
    g = board("[Bonesplitter, Grizzly Bears, Mountain]")
    lines = play_main_phase(g)
    assert any("activates Equip {1} of Bonesplitter#" in t for t in lines)
    equipment = next(o for o in g.state.objects.values() if o.card == "Bonesplitter")
    bears = next(oid for oid, o in g.state.objects.items() if o.card == "Grizzly Bears")
    assert equipment.attached_to == bears


def test_the_agent_uses_a_harmful_minus_ability_on_a_creature_else_a_plus_ability() -> None:
    g = board("[{card: 'Chandra, Torch of Defiance', counters: {loyalty: 4}}]",
              "[Grizzly Bears]")
    lines = play_main_phase(g)
    assert any("activates [−3] of Chandra, Torch of Defiance#" in t for t in lines)
    assert not any(o.card == "Grizzly Bears" and o.zone == "battlefield"
                   for o in g.state.objects.values())
    g = board("[{card: 'Chandra, Torch of Defiance', counters: {loyalty: 4}}]")
    lines = play_main_phase(g)
    assert any("activates [+1] of Chandra, Torch of Defiance#" in t for t in lines)
