"""mtgrules: a Magic: The Gathering rules engine faithful to the Comprehensive Rules.

Public API: :class:`Game`, the decision protocol (:class:`Decision`, :class:`Action`,
:class:`DecisionKind`, :class:`ActionKind`, :class:`Ref`, :class:`Outcome`), the notation
(:func:`format_action`, :func:`parse_action`, :func:`format_decision`), :func:`load_deck`, the
scenario loader, and the error types.

Importing the package runs the composition root (:func:`mtgrules.wiring.wire`), which installs
every frame handler and shared ability; nothing else registers on import.
"""

from mtgrules.errors import (
    DeckError,
    GameSetupError,
    IllegalActionError,
    MtgRulesError,
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

__all__ = [
    "TERMINAL_PLAYER", "Action", "ActionKind", "Decision", "DecisionKind", "DeckError", "Game",
    "GameSetupError", "IllegalActionError", "MtgRulesError", "Outcome", "Ref", "ScenarioError",
    "UnimplementedCardError", "UnknownCardError", "format_action", "format_decision",
    "parse_action",
]

_wire()
