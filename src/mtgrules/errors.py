"""Exception hierarchy of mtgrules.

Every error the library raises on bad input derives from :class:`MtgRulesError`, so callers can
catch one type. Each carries a message naming what was wrong and where.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass


class MtgRulesError(Exception):
    """Base class of every error raised by mtgrules on bad input or an illegal request."""


class IllegalActionError(MtgRulesError):
    """An action asked of the engine is not legal now (CR 101, 117, 601.2, 602.2).

    Raised by ``Game.apply``; the game state is left unchanged.
    """


class UnknownCardError(MtgRulesError):
    """A card name is not in the registry, or not in the card database at all.

    Attributes:
        name: the card name that was asked for.
        where: what named it (a file and line), or ``""``.
        suggestion: the closest known card name, or None.
    """

    def __init__(self, name: str, where: str = "", *, suggestion: str | None = None,
                 detail: str = "not in the mtgrules card registry") -> None:
        self.name = name
        self.where = where
        self.suggestion = suggestion
        prefix = f"{where}: " if where else ""
        hint = f"; did you mean {suggestion!r}?" if suggestion else ""
        super().__init__(f"{prefix}unknown card {name!r} ({detail}{hint})")


class DeckError(MtgRulesError):
    """A decklist is malformed or names an unknown card.

    Attributes:
        line: 1-based line number in the decklist text (0 when not tied to a line).
        source: file name or ``"<text>"``.
        message: the message without ``source`` and ``line``.
        problems: every card of the deck that can't be played, when that is what was wrong
            (:class:`CardProblem`, in list order), else ``()``.
    """

    def __init__(self, message: str, line: int = 0, source: str = "<text>",
                 problems: Sequence[CardProblem] = ()) -> None:
        self.line = line
        self.source = source
        self.message = message
        self.problems = tuple(problems)
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


@dataclass(frozen=True, slots=True)
class UnsupportedLine:
    """One Oracle line the engine cannot play yet, and why.

    ``line`` is the line verbatim (``""`` for a face without rules text, or with none known);
    ``face`` the name of the face it is on.
    """

    line: str
    reason: str
    face: str = ""


class CardProblemKind(enum.Enum):
    """Why a card written in a deck can't be played."""

    UNKNOWN = "unknown"              # no card of the database has that name
    UNIMPLEMENTED = "unimplemented"  # a card of the database the engine can't play all of


@dataclass(frozen=True, slots=True)
class CardProblem:
    """One card of a deck that can't be played: a name no card has, or a card whose text
    the engine doesn't play all of.

    ``written`` is the name as the deck wrote it; ``name`` the card's name in the database
    (the written name for an unknown card); ``line`` the 1-based decklist line (0 when the
    deck is a list of names); ``sideboard`` whether it is a sideboard entry (a sideboard is
    not used in a game, CR 100.4, so such a problem is only a warning); ``suggestion`` the
    closest known name for an unknown card; ``unsupported`` the lines the engine can't play
    yet (first one first) for an unimplemented card.
    """

    kind: CardProblemKind
    written: str
    name: str
    line: int = 0
    sideboard: bool = False
    suggestion: str | None = None
    unsupported: tuple[UnsupportedLine, ...] = ()

    def describe(self) -> str:
        """The problem in one sentence, e.g. ``unknown card 'Lightnig Bolt' (did you mean
        'Lightning Bolt'?)`` or ``card 'Doom Blade' is not implemented yet: 'Destroy target
        nonblack creature.': effect not supported ...``."""
        if self.kind is CardProblemKind.UNKNOWN:
            hint = f" (did you mean {self.suggestion!r}?)" if self.suggestion else ""
            return f"unknown card {shown_input(self.written)}{hint}"
        return _unimplemented_problem(self.name, self.unsupported)


def shown_input(text: str, limit: int = 80) -> str:
    """``repr`` of a piece of input for an error message, cut to about ``limit`` characters
    (a binary file read as text makes lines of thousands of characters)."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"... ({len(text)} characters)"


def shown_oracle_line(text: str) -> str:
    """An Oracle line quoted for a message, on one line: a modal line's breaks ("Choose one
    —\\n• ...") become spaces, so a message never shows a literal ``\\n``."""
    return repr(" ".join(text.split("\n")))


def problems_message(problems: Sequence[CardProblem], what: str = "the main deck") -> str:
    """One message naming every problem: the problem's own sentence when there is one, else
    ``"<n> cards of the main deck can't be played:"`` then one indented ``line N: ...`` line
    per problem (``line N: `` left out when the problem has no line)."""
    if len(problems) == 1:
        return problems[0].describe()
    rows = [f"\n  {'line ' + str(p.line) + ': ' if p.line else ''}{p.describe()}"
            for p in problems]
    return f"{len(problems)} cards of {what} can't be played:" + "".join(rows)


def _unimplemented_problem(name: str, unsupported: Sequence[UnsupportedLine]) -> str:
    if not unsupported:
        return f"card {name!r} is not implemented yet"
    first = unsupported[0]
    what = shown_oracle_line(first.line) if first.line else f"face {first.face or name!r}"
    more = len(unsupported) - 1
    rest = f" (and {more} more line{'s' if more > 1 else ''})" if more else ""
    return f"card {name!r} is not implemented yet: {what}: {first.reason}{rest}"


class UnimplementedCardError(MtgRulesError):
    """A card is in the card database but the engine can't play all of its text, so a deck or
    scenario naming it is refused before the game starts (nothing plays with part of its text
    ignored). A card with no text in the data is never implemented.

    Attributes:
        name: the card name as given (the first such card of a deck).
        unsupported: its lines not supported yet, each with its reason.
        where: what named the card (``file:line``, ``deck 2``), or ``""``.
        problem: the message without ``where``.
        problems: every card of the deck that can't be played (:class:`CardProblem`), the
            first being ``name``; the message names them all.
    """

    def __init__(self, name: str, unsupported: Sequence[UnsupportedLine] = (),
                 where: str = "", problems: Sequence[CardProblem] = ()) -> None:
        self.name = name
        self.unsupported = tuple(unsupported)
        self.where = where
        self.problems = tuple(problems) or (
            CardProblem(CardProblemKind.UNIMPLEMENTED, name, name, 0, False, None,
                        self.unsupported),)
        self.problem = problems_message(self.problems, "the deck")
        MtgRulesError.__init__(self, (f"{where}: " if where else "") + self.problem)


class UnimplementedDeckCardError(UnimplementedCardError, DeckError):
    """An :class:`UnimplementedCardError` raised for a decklist: also a :class:`DeckError`,
    with its ``line`` and ``source`` (those of the first card). ``problems`` holds every
    unimplemented card of the main deck; the message names them all, each with its line."""

    def __init__(self, name: str, unsupported: Sequence[UnsupportedLine], line: int = 0,
                 source: str = "<text>", problems: Sequence[CardProblem] = ()) -> None:
        self.name = name
        self.unsupported = tuple(unsupported)
        self.line = line
        self.source = source
        self.problems = tuple(problems) or (
            CardProblem(CardProblemKind.UNIMPLEMENTED, name, name, line, False, None,
                        self.unsupported),)
        several = len(self.problems) > 1
        self.where = source if several or not line else f"{source}:{line}"
        self.problem = problems_message(self.problems)
        self.message = self.problem
        MtgRulesError.__init__(self, f"{self.where}: {self.problem}")


class UnimplementedScenarioCardError(UnimplementedCardError, ScenarioError):
    """An :class:`UnimplementedCardError` raised for a scenario's card: also a
    :class:`ScenarioError`, with its ``file`` and ``line``."""

    def __init__(self, name: str, unsupported: Sequence[UnsupportedLine],
                 file: str = "<string>", line: int = 0) -> None:
        self.name = name
        self.unsupported = tuple(unsupported)
        self.file = file
        self.line = line
        self.where = f"{file}:{line}" if line else file
        self.problem = _unimplemented_problem(name, self.unsupported)
        MtgRulesError.__init__(self, f"{self.where}: {self.problem}")


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
