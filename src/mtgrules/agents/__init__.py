"""Agents that make a player's decisions: ``act(view, decision, options) -> Action``."""

from mtgrules.agents.base import Agent
from mtgrules.agents.heuristic import HeuristicAgent
from mtgrules.agents.random_agent import RandomAgent
from mtgrules.agents.scripted import ScriptedAgent, ScriptExhausted
from mtgrules.agents.view import ObjectInfo, PlayerView

__all__ = ["Agent", "HeuristicAgent", "ObjectInfo", "PlayerView", "RandomAgent",
           "ScriptExhausted", "ScriptedAgent", "make_agent"]


def make_agent(kind: str, seed: int = 0) -> Agent:
    """Build an agent by name: ``heuristic``, ``random`` or ``human``."""
    if kind == "heuristic":
        return HeuristicAgent()
    if kind == "random":
        return RandomAgent(seed)
    if kind == "human":
        from mtgrules.agents.human import HumanAgent

        return HumanAgent()
    raise ValueError(f"unknown agent {kind!r} (heuristic, random, human)")
