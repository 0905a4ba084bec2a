"""mtgrules: a Magic: The Gathering rules engine faithful to the Comprehensive Rules.

Public API: :class:`Game`, :class:`Decision`, :class:`Action`, :func:`load_deck`, the
scenario loader, and the error types.

Importing the package runs the composition root (:func:`mtgrules.wiring.wire`), which installs
every frame handler and shared ability; nothing else registers on import.
"""

from mtgrules.errors import (
    DeckError,
    IllegalActionError,
    MtgRulesError,
    ScenarioError,
    UnimplementedCardError,
    UnknownCardError,
)
from mtgrules.game import Game
from mtgrules.state.decision import Action, Decision
from mtgrules.version import __version__ as __version__
from mtgrules.wiring import wire as _wire

__all__ = [
    "Action", "Decision", "DeckError", "Game", "IllegalActionError", "MtgRulesError",
    "ScenarioError", "UnimplementedCardError", "UnknownCardError",
]

_wire()
