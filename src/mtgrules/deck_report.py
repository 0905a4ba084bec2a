"""What stands between a decklist and a game: every problem of a deck at once, and a summary
over many decks (what ``mtgrules deck check`` prints and ``benchmarks/real_decks.py`` counts).

:func:`check_deck_file` reads one decklist without stopping at the first card it can't play:
:class:`DeckReport` holds every unknown name (with a did-you-mean suggestion), every
unimplemented card (with its first unsupported line and why), whether each is in the main deck
or the sideboard, and the deck-construction problems (:mod:`mtgrules.deck_checks`). A deck
*loads* when every main-deck card can be played: the sideboard is not used in a game (CR
100.4), so a sideboard card that can't be played is only a warning. A file that can't be read
(missing, binary) is a report with ``error`` set, and each line that can't be read (a bad
count, not an entry) is listed with its number; never an exception.

:func:`summarise` counts, over many reports, how many decks load (and how many with their
sideboard too), the cards that keep the most decks from loading, and the unsupported clauses
(the reason of a card's first unsupported line) that do.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgrules.cards.status import load_playable_deck
from mtgrules.deck_checks import DeckFormat, card_facts, check_deck
from mtgrules.decks import STDIN, Decklist
from mtgrules.errors import CardProblem, CardProblemKind, DeckError, shown_oracle_line

__all__ = ["DECKLIST_SUFFIXES", "DeckReport", "DeckSummary", "check_deck_file", "decklist_files",
           "summarise"]

#: The file names a directory given to :func:`decklist_files` is searched for.
DECKLIST_SUFFIXES = (".dck", ".dec", ".txt", ".dek", ".cod", ".csv")


@dataclass(frozen=True, slots=True)
class DeckReport:
    """Every problem of one decklist.

    ``source`` is the file as given; ``deck`` the parsed list (None when it could not be
    read); ``problems`` every card that can't be played, main deck and sideboard, in list
    order; ``construction`` the deck-construction problems under ``fmt`` (CR 100.2); ``error``
    the message of a file that could not be read at all (missing, not text, too large), with
    its ``error_line`` (0 when not tied to a line).
    """

    source: str
    fmt: DeckFormat
    deck: Decklist | None = None
    problems: tuple[CardProblem, ...] = ()
    construction: tuple[str, ...] = ()
    error: str | None = None
    error_line: int = 0

    @property
    def main_problems(self) -> tuple[CardProblem, ...]:
        """The main deck's problems: each keeps the deck from loading."""
        return tuple(p for p in self.problems if not p.sideboard)

    @property
    def sideboard_problems(self) -> tuple[CardProblem, ...]:
        """The sideboard's problems: warnings (CR 100.4)."""
        return tuple(p for p in self.problems if p.sideboard)

    @property
    def malformed(self) -> tuple[tuple[int, str], ...]:
        """The lines that could not be read, as ``(line, message)``."""
        return self.deck.malformed if self.deck is not None else ()

    @property
    def loads(self) -> bool:
        """True when the deck was read, every line of it, and every main-deck card can be
        played."""
        return self.deck is not None and not self.main_problems and not self.malformed

    @property
    def loads_with_sideboard(self) -> bool:
        """True when the deck loads and every sideboard card can be played too."""
        return self.loads and not self.sideboard_problems

    def to_data(self) -> dict[str, Any]:
        """The report as JSON-compatible data with stable keys: ``file``, ``form``,
        ``loads``, ``loads_with_sideboard``, ``main_cards``, ``sideboard_cards``,
        ``playable_main_cards``, ``problems`` (each ``kind``, ``section``, ``line``,
        ``written``, ``name``, ``suggestion``, ``unsupported`` (``line``, ``reason``,
        ``face`` of the first unsupported line, or null) and ``unsupported_lines``),
        ``malformed`` (the lines that could not be read: ``line`` and ``message``),
        ``construction`` (``format`` and ``problems``), ``notes`` and ``error`` (null, or
        ``message`` and ``line``: the file could not be read at all)."""
        deck = self.deck
        blocked = {p.line for p in self.main_problems}
        return {
            "file": self.source,
            "form": deck.form if deck is not None else None,
            "loads": self.loads,
            "loads_with_sideboard": self.loads_with_sideboard,
            "main_cards": len(deck) if deck is not None else 0,
            "sideboard_cards": sum(e.count for e in deck.sideboard) if deck is not None else 0,
            "playable_main_cards": (sum(e.count for e in deck.main if e.line not in blocked)
                                    if deck is not None else 0),
            "problems": [_problem_data(p) for p in self.problems],
            "malformed": [{"line": n, "message": m} for n, m in self.malformed],
            "construction": {"format": self.fmt.value, "problems": list(self.construction)},
            "notes": list(deck.notes) if deck is not None else [],
            "error": (None if self.error is None
                      else {"message": self.error, "line": self.error_line}),
        }

    def lines(self) -> list[str]:
        """The report as text, one problem a line, each starting ``FILE:LINE:`` (as compilers
        write, so an editor can jump to it); the last line says whether the deck loads."""
        src = self.source
        if self.deck is None:
            return [f"error: {self.error}", f"{src}: does not load (the file can't be read)"]
        out = [f"== {self.deck.summary()}"]
        out.extend(f"{src}:{n}: {m}" for n, m in self.malformed)
        for p in self.problems:
            where = f"{src}:{p.line}: " if p.line else f"{src}: "
            side = "warning (sideboard): " if p.sideboard else ""
            out.append(where + side + p.describe())
        if self.construction:
            out.append(f"{src}: not a legal {self.fmt.value} deck: " + "; ".join(self.construction))
        main = self.main_problems
        if main or self.malformed:
            why = [f"{len(main)} main-deck card{'s' if len(main) > 1 else ''} can't be played"
                   ] if main else []
            if self.malformed:
                n = len(self.malformed)
                why.append(f"{n} line{'s' if n > 1 else ''} can't be read")
            out.append(f"{src}: does not load: " + "; ".join(why))
        elif self.sideboard_problems:
            n = len(self.sideboard_problems)
            out.append(f"{src}: loads (the sideboard has {n} card{'s' if n > 1 else ''} that "
                       "can't be played; the sideboard is not used in a game, CR 100.4)")
        else:
            out.append(f"{src}: loads")
        return out


def _problem_data(p: CardProblem) -> dict[str, Any]:
    first = p.unsupported[0] if p.unsupported else None
    return {
        "kind": p.kind.value,
        "section": "sideboard" if p.sideboard else "main",
        "line": p.line,
        "written": p.written,
        "name": p.name,
        "suggestion": p.suggestion,
        "unsupported": (None if first is None
                        else {"line": first.line, "reason": first.reason, "face": first.face}),
        "unsupported_lines": len(p.unsupported),
    }


def check_deck_file(spec: str, fmt: DeckFormat = DeckFormat.CONSTRUCTED) -> DeckReport:
    """Every problem of the decklist file (or built-in deck) ``spec``; never raises for bad
    input: a file that can't be read gives a report with ``error`` (see :class:`DeckReport`).
    ``"-"`` reads standard input, reported as ``<stdin>``."""
    label = "<stdin>" if spec == STDIN else spec
    try:
        deck = load_playable_deck(spec, collect=True)
    except DeckError as exc:
        return DeckReport(label, fmt, error=str(exc), error_line=exc.line)
    construction = tuple(check_deck(deck, fmt, card_facts))
    return DeckReport(label, fmt, deck, deck.problems, construction)


def decklist_files(paths: Iterable[str]) -> list[str]:
    """``paths`` with each directory replaced by the decklist files under it (names ending in
    one of :data:`DECKLIST_SUFFIXES`, sorted); anything else is kept as given (a missing file
    is reported by :func:`check_deck_file`)."""
    out: list[str] = []
    for spec in paths:
        path = Path(spec)
        if path.is_dir():
            out.extend(str(p) for p in sorted(path.rglob("*"))
                       if p.is_file() and p.suffix.lower() in DECKLIST_SUFFIXES)
        else:
            out.append(spec)
    return out


@dataclass(frozen=True, slots=True)
class DeckSummary:
    """Figures over many reports: ``decks`` checked, ``read`` (the file could be read),
    ``loads`` (every main-deck card plays), ``loads_with_sideboard``; ``cards`` and
    ``clauses``: how many decks each card (by its database name; an unknown name as
    ``unknown 'X'``) and each unsupported clause (the reason of an unimplemented card's first
    unsupported line, with the line when the reason doesn't quote it) keeps from loading, most
    first, then by name."""

    decks: int
    read: int
    loads: int
    loads_with_sideboard: int
    cards: tuple[tuple[str, int], ...]
    clauses: tuple[tuple[str, int], ...]

    def to_data(self, top: int = 20) -> dict[str, Any]:
        """JSON-compatible data: the counts, and the ``top`` cards and clauses as
        ``{"name"|"clause": ..., "decks": n}``."""
        return {
            "decks": self.decks, "read": self.read, "loads": self.loads,
            "loads_with_sideboard": self.loads_with_sideboard,
            "blocking_cards": [{"name": n, "decks": c} for n, c in self.cards[:top]],
            "blocking_clauses": [{"clause": n, "decks": c} for n, c in self.clauses[:top]],
        }

    def lines(self, top: int = 20) -> list[str]:
        """The summary as text: the counts, then the ``top`` cards and clauses."""
        out = [f"summary: {self.loads} of {self.decks} decks load "
               f"({self.loads_with_sideboard} with their sideboard too); "
               f"{self.decks - self.read} could not be read"]
        if self.cards:
            out.append("cards that keep the most decks from loading:")
            out.extend(f"  {c:4} deck{'s' if c > 1 else ' '}  {n}" for n, c in self.cards[:top])
        if self.clauses:
            out.append("unsupported clauses that keep the most decks from loading:")
            out.extend(f"  {c:4} deck{'s' if c > 1 else ' '}  {n}" for n, c in self.clauses[:top])
        return out


def _blocking_key(p: CardProblem) -> str:
    return f"unknown {p.written!r}" if p.kind is CardProblemKind.UNKNOWN else p.name


def _clause(p: CardProblem) -> str:
    """The clause keeping an unimplemented card from playing: the reason of its first
    unsupported line, with the line when the reason doesn't quote it."""
    first = p.unsupported[0]
    if first.line and not _QUOTED.search(first.reason):
        return f"{first.reason}: {shown_oracle_line(first.line)}"
    return first.reason


_QUOTED = re.compile(r"'[^']{8,}'|\"[^\"]{8,}\"")


def _ranked(counter: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])))


def summarise(reports: Sequence[DeckReport]) -> DeckSummary:
    """The :class:`DeckSummary` of ``reports``: each card and clause counted once per deck it
    keeps from loading (main deck only)."""
    cards: Counter[str] = Counter()
    clauses: Counter[str] = Counter()
    for r in reports:
        main = r.main_problems
        cards.update({_blocking_key(p) for p in main})
        clauses.update({_clause(p) for p in main if p.unsupported})
    return DeckSummary(len(reports), sum(r.deck is not None for r in reports),
                       sum(r.loads for r in reports),
                       sum(r.loads_with_sideboard for r in reports),
                       _ranked(cards), _ranked(clauses))
