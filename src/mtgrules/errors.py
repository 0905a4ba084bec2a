"""Exception hierarchy of mtgrules.

Every error the library raises on bad input derives from :class:`MtgRulesError`, so callers can
catch one type. Each carries a message naming what was wrong and where.
"""

from __future__ import annotations


class MtgRulesError(Exception):
    """Base class of every error raised by mtgrules on bad input or an illegal request."""


class IllegalActionError(MtgRulesError):
    """An action asked of the engine is not legal now (CR 101, 117, 601.2, 602.2).

    Raised by ``Game.apply``; the game state is left unchanged.
    """


class UnknownCardError(MtgRulesError):
    """A card name is not in the registry (the engine cannot play it faithfully).

    Attributes:
        name: the card name that was asked for.
    """

    def __init__(self, name: str, where: str = "") -> None:
        self.name = name
        self.where = where
        prefix = f"{where}: " if where else ""
        super().__init__(f"{prefix}unknown card {name!r} (not in the mtgrules card registry)")


class DeckError(MtgRulesError):
    """A decklist is malformed or names an unknown card.

    Attributes:
        line: 1-based line number in the decklist text (0 when not tied to a line).
        source: file name or ``"<text>"``.
    """

    def __init__(self, message: str, line: int = 0, source: str = "<text>") -> None:
        self.line = line
        self.source = source
        where = f"{source}:{line}: " if line else f"{source}: "
        super().__init__(where + message)


class ScenarioError(MtgRulesError):
    """A scenario file is malformed, names an unknown card or key, or uses an unsupported feature.

    Attributes:
        file: the scenario file path (or ``"<string>"``).
        line: 1-based line number of the offending YAML node (0 when unknown).
    """

    def __init__(self, message: str, file: str = "<string>", line: int = 0) -> None:
        self.file = file
        self.line = line
        self.problem = message
        where = f"{file}:{line}: " if line else f"{file}: "
        super().__init__(where + message)


class SaveError(MtgRulesError, ValueError):
    """A saved game (``Game.from_json`` input) is malformed, inconsistent or tampered with.

    A save is untrusted data: it is checked against the save schema (types, ranges, sizes,
    known frame kinds, card names and ability keys), its object ids must refer to stored objects
    (each card in exactly one zone, consistent with the object's own zone), and the pending
    decision must be the one the engine recomputes from the state. Also a ``ValueError`` for
    callers that caught that before.

    Attributes:
        path: where the problem is, as a JSON path (``"state.players[1].hand[3]"``).
        problem: what is wrong there.
    """

    def __init__(self, path: str, problem: str) -> None:
        self.path = path
        self.problem = problem
        super().__init__(f"{path}: {problem}" if path else problem)


class GameSetupError(MtgRulesError, ValueError):
    """``Game.new`` was given bad arguments: player names (count, empty, duplicate), the
    starting player or the starting life total (CR 103.1, 103.4). Bad decks raise
    :class:`DeckError`. Also a ``ValueError`` for callers that caught that before."""
