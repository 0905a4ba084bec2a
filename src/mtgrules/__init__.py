"""mtgrules: a Magic: The Gathering rules engine faithful to the Comprehensive Rules.

Public API (``mtgrules.__all__``, each name documented in the API reference): :class:`Game`, the
decision protocol (:class:`Decision`, :class:`Action`, :class:`DecisionKind`,
:class:`ActionKind`, :class:`Ref`, :class:`Outcome`), the notation (:func:`format_action`,
:func:`parse_action`, :func:`format_decision`), decklists (:func:`load_deck`,
:func:`load_playable_deck` — the names resolved to the engine's, for ``Game.new`` —,
:func:`parse_decklist`, :class:`Decklist`), the scenario loader (:func:`load_scenario`,
:func:`parse_scenario`, :func:`run_scenario`, :func:`run_scenario_file`, :class:`Scenario`,
:class:`ScenarioResult`), the agents (:class:`Agent`, :func:`make_agent`) and the error types.

Importing the package runs the composition root (:func:`mtgrules.wiring.wire`), which installs
every frame handler and shared ability; nothing else registers on import. The scenario names
are imported on first use (``mtgrules.load_scenario``), so ``import mtgrules`` does not load
the scenario parser.
"""

from typing import TYPE_CHECKING, Any

from mtgrules.agents import Agent, make_agent
from mtgrules.cards.status import load_playable_deck
from mtgrules.decks import Decklist, load_deck, parse_decklist
from mtgrules.errors import (
    DeckError,
    GameSetupError,
    IllegalActionError,
    MtgRulesError,
    SaveError,
    ScenarioError,
    UnimplementedCardError,
    UnknownCardError,
)
from mtgrules.game import TERMINAL_PLAYER, Game
from mtgrules.notation import format_action, format_decision, parse_action
from mtgrules.state.decision import Action, ActionKind, Decision, DecisionKind, Ref
from mtgrules.state.outcome import Outcome
from mtgrules.version import __version__ as __version__
from mtgrules.wiring import wire as _wire

if TYPE_CHECKING:
    from mtgrules.scenarios import (
        Scenario,
        ScenarioResult,
        load_scenario,
        parse_scenario,
        run_scenario,
        run_scenario_file,
    )

#: Names re-exported from :mod:`mtgrules.scenarios`, imported on first use.
_SCENARIO_NAMES = frozenset({
    "Scenario", "ScenarioResult", "load_scenario", "parse_scenario", "run_scenario",
    "run_scenario_file",
})

__all__ = [
    "TERMINAL_PLAYER", "Action", "ActionKind", "Agent", "Decision", "DecisionKind", "DeckError",
    "Decklist", "Game", "GameSetupError", "IllegalActionError", "MtgRulesError", "Outcome", "Ref",
    "SaveError", "Scenario", "ScenarioError", "ScenarioResult", "UnimplementedCardError",
    "UnknownCardError", "format_action", "format_decision", "load_deck", "load_playable_deck",
    "load_scenario",
    "make_agent", "parse_action", "parse_decklist", "parse_scenario", "run_scenario",
    "run_scenario_file",
]


def __getattr__(name: str) -> Any:
    """The scenario names of ``__all__``, imported from :mod:`mtgrules.scenarios` on first use.

    Raises:
        AttributeError: ``name`` is not a public name of the package.
    """
    if name in _SCENARIO_NAMES:
        from mtgrules import scenarios

        return getattr(scenarios, name)
    raise AttributeError(f"module 'mtgrules' has no attribute {name!r}")


_wire()
