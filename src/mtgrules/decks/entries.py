"""Decklist entries and the reader every decklist form shares.

:class:`DeckEntry` (one line: a count and a card name), :class:`Decklist` (main deck, sideboard,
commanders, what was inferred and what can't be played), and :class:`EntryReader`, which checks
counts (1 to :data:`MAX_COPIES`), the deck's size (at most :data:`MAX_CARDS`) and resolves card
names (any letter case, accents, curly apostrophes, front faces: :mod:`mtgrules.cardnames`) the
same way for text lists, XML files (MTGO ``.dek``, Cockatrice ``.cod``) and CSV exports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from mtgrules.cardnames import CardNameIndex
from mtgrules.errors import (
    CardProblem,
    CardProblemKind,
    DeckError,
    UnimplementedCardError,
    UnimplementedDeckCardError,
    problems_message,
)

__all__ = ["COMMANDER_DECK", "MAX_CARDS", "MAX_COPIES", "SIDEBOARD_MAX", "DeckEntry", "Decklist",
           "EntryReader", "TooManyCards", "deck_problems_error", "normalise_name"]

#: The largest count one line may give (a clear error instead of running out of memory).
MAX_COPIES = 1000
#: The most cards a main deck plus sideboard may hold.
MAX_CARDS = 10_000
#: The most cards an MTGO sideboard holds (CR 100.4a).
SIDEBOARD_MAX = 15
#: The cards of a Commander deck, its commander included (CR 903.5a).
COMMANDER_DECK = 100



_NUMBER_WORDS = {w: i for i, w in enumerate(
    ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"))}
"""A count written as a word ("four Shock"): the error's example gives its digits."""


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One line of a decklist: ``count`` copies of the card ``name``.

    ``set_code`` and ``collector_number`` are the printing named on the line (Arena form
    ``(M11) 149``), or None. ``line`` is the 1-based line number in the source text.
    """

    count: int
    name: str
    set_code: str | None
    collector_number: str | None
    line: int


@dataclass(frozen=True, slots=True)
class Decklist:
    """A parsed decklist: main deck and sideboard entries in list order, where it came from,
    and ``notes`` on what was inferred (which lines were taken as the sideboard, sections
    skipped), and the list's ``form`` (``arena``, ``mtgo``, ``forge`` or ``xmage``).

    ``problems`` are the cards that can't be played (unknown names, unimplemented cards), in
    list order: for a list parsed with ``collect=True`` all of them; otherwise only the
    sideboard's (the main deck's raise), which are warnings: the sideboard is not used in a
    game (CR 100.4).

    ``malformed`` are the lines that could not be read, as ``(line, message)``: only for a list
    parsed with ``collect=True`` (otherwise the first one raises); their cards are missing.
    """

    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...]
    source: str
    notes: tuple[str, ...] = ()
    form: str = "arena"
    problems: tuple[CardProblem, ...] = ()
    malformed: tuple[tuple[int, str], ...] = ()
    commanders: tuple[DeckEntry, ...] = ()
    """the entries of a ``Commander`` section (Arena ``Commander``, Forge ``[Commander]``):
    the deck's commander, one or two partners (CR 903.3); they are main-deck entries too"""

    def card_names(self) -> list[str]:
        """The main deck as one name per card, entries expanded in list order."""
        return [e.name for e in self.main for _ in range(e.count)]

    def sideboard_names(self) -> list[str]:
        """The sideboard as one name per card, entries expanded in list order."""
        return [e.name for e in self.sideboard for _ in range(e.count)]

    def commander_split(self) -> tuple[list[str], list[str]]:
        """The deck as a Commander deck: ``(commanders, library)`` card names (CR 903.3,
        903.6). The commanders are those of a ``Commander`` section (taken out of the main
        deck), else, in a list whose main deck and sideboard together hold 100 cards, the one
        or two cards of the sideboard (XMage's and MTGO's form: the commander set aside).

        Raises DeckError naming the source when neither names a commander."""
        if self.commanders:
            names = [e.name for e in self.commanders for _ in range(e.count)]
            library = self.card_names()
            for n in names:
                library.remove(n)
            return names, library
        side = self.sideboard_names()
        if 1 <= len(side) <= 2 and len(self) + len(side) == COMMANDER_DECK:
            return side, self.card_names()
        raise DeckError("no commander named: give a 'Commander' section (Arena), a "
                        "[Commander] section (Forge), or the commander alone in the sideboard "
                        f"of a {COMMANDER_DECK}-card list (XMage, MTGO) (CR 903.3)", 0,
                        self.source)

    def __len__(self) -> int:
        """Number of cards in the main deck."""
        return sum(e.count for e in self.main)

    def summary(self) -> str:
        """What was read, e.g. ``my.txt (mtgo list): 60 main-deck cards (15 different), a
        15-card sideboard; lines 18-21 taken as the sideboard ...``."""
        side = sum(e.count for e in self.sideboard)
        text = (f"{self.source} ({self.form} list): {len(self)} main-deck cards "
                f"({len({e.name for e in self.main})} different), "
                + (f"a {side}-card sideboard" if side else "no sideboard"))
        return text + "".join(f"; {n}" for n in self.notes)


def normalise_name(raw: str) -> str:
    """Whitespace made single spaces, ``A//B`` as ``A // B``, and Forge's foil marker (a
    ``+`` right after the name, ``Lightning Bolt+|M11``) dropped."""
    parts = [" ".join(p.split()) for p in raw.split("//")]
    name = " // ".join(parts)
    return name[:-1].rstrip() if name.endswith("+") and len(name) > 1 else name



class TooManyCards(DeckError):
    """More than MAX_CARDS cards: reading stops there, even when collecting problems."""


class EntryReader:
    """Checks and collects entries, whatever the list's form; a card that can't be played is
    recorded in :attr:`problems` (every one, not only the first)."""

    def __init__(self, source: str, known_card: Callable[[str], bool] | None,
                 all_names: Iterable[str] | CardNameIndex | None, collect: bool = False) -> None:
        self.source = source
        self.collect = collect
        self.malformed: list[tuple[int, str]] = []
        self.known_card = known_card
        self.index = (all_names if isinstance(all_names, CardNameIndex) or all_names is None
                      else CardNameIndex(all_names))
        self.total = 0
        self.problems: list[CardProblem] = []

    def count(self, text: str, entry: str, lineno: int) -> int:
        if text[-1:] in "xX" and text[:-1].isdigit():
            text = text[:-1]  # "4x" written without a space
        if not text.isdigit() or not text.isascii():
            if any(ch.isdigit() for ch in text):
                raise DeckError(f"bad card count {text[:20]!r} in {entry[:60]!r} (expected a "
                                "whole number)", lineno, self.source)
            line = " ".join(f"{text} {entry}".split())[:60]
            word = _NUMBER_WORDS.get(text.lower())
            example = f"{word} {entry}" if word is not None else f"1 {line}"
            raise DeckError(f"no card count at the start of {line!r} (write '<count> <card "
                            f"name>', e.g. '{example[:60]}')", lineno, self.source)
        if len(text.lstrip("0")) > len(str(MAX_COPIES)) or int(text) > MAX_COPIES:
            raise DeckError(f"card count {text[:20]}{'...' if len(text) > 20 else ''} is too "
                            f"large (at most {MAX_COPIES} copies on one line)", lineno, self.source)
        n = int(text)
        if n < 1:
            raise DeckError(f"card count must be at least 1, got {n} for "
                            f"{normalise_name(entry)!r}", lineno, self.source)
        return n

    def entry(self, count_text: str, raw_name: str, set_code: str | None, number: str | None,
              lineno: int, whole: str) -> DeckEntry:
        count = self.count(count_text, raw_name, lineno)
        name = normalise_name(raw_name)
        if not name or name == "//":
            raise DeckError(f"missing card name in {whole!r}", lineno, self.source)
        name = self.resolve(name, lineno)
        self.total += count
        if self.total > MAX_CARDS:
            raise TooManyCards(f"the decklist has more than {MAX_CARDS} cards", lineno,
                                self.source)
        return DeckEntry(count, name, set_code, number, lineno)

    def attempt(self, read: Callable[[EntryReader, str, int], DeckEntry], stripped: str,
                lineno: int) -> DeckEntry | None:
        """``read(self, stripped, lineno)``; in ``collect`` mode a malformed line's DeckError
        is kept in :attr:`malformed` (and None returned) so every line gets read."""
        try:
            return read(self, stripped, lineno)
        except TooManyCards:
            raise
        except DeckError as exc:
            self.malformed.append((lineno, exc.message))
            return None

    def found(self, name: str) -> str | None:
        """The known name ``name`` stands for (any letter case, a front face, ``A // B``
        written for a card known by its front face, ``Name // comment``), or None."""
        if self.index is None:
            return None
        found = self.index.resolve(name)
        if found is None and " // " in name:
            found = self.index.resolve(name.split(" // ")[0])  # "Name // comment"
        return found

    def resolve(self, name: str, lineno: int) -> str:
        """The card's name for the written ``name``; a card that can't be played is recorded
        in :attr:`problems` (its name is then the database's, or as written when unknown)."""
        found = self.found(name)
        if self.known_card is None:
            return found or name
        for candidate in dict.fromkeys(c for c in (found, name) if c is not None):
            try:
                if self.known_card(candidate):
                    return candidate
            except UnimplementedCardError as exc:  # in the card database, not playable
                self.problems.append(CardProblem(CardProblemKind.UNIMPLEMENTED, name, candidate,
                                                 lineno, unsupported=exc.unsupported))
                return candidate
        suggestion = self.index.suggest(name) if self.index is not None else None
        self.problems.append(CardProblem(CardProblemKind.UNKNOWN, name, name, lineno,
                                         suggestion=suggestion))
        return name

    def malformed_error(self, main: Sequence[CardProblem]) -> DeckError:
        """One error naming every line that can't be read (its ``line`` is the first one's),
        then the main-deck cards that can't be played, if any."""
        first_line, first_message = self.malformed[0]
        if len(self.malformed) == 1 and not main:
            return DeckError(first_message, first_line, self.source)
        rows = "".join(f"\n  line {n}: {m}" for n, m in self.malformed)
        plural = "s" if len(self.malformed) > 1 else ""
        message = f"{len(self.malformed)} line{plural} can't be read:{rows}"
        if len(main) == 1:
            message += f"\nand line {main[0].line}: {main[0].describe()}"
        elif main:
            message += "\nand " + problems_message(main)
        err = DeckError(message, 0, self.source, main)
        err.line = first_line
        return err

    def finish(self, deck: Decklist, collect: bool, allow_empty: bool) -> Decklist:
        """``deck`` with its problems, each marked as main deck or sideboard by its line;
        unless ``collect``, the lines that can't be read, then the main deck's problems,
        raise one error naming them all; an empty main deck raises unless ``allow_empty``."""
        side_lines = {e.line for e in deck.sideboard}
        problems = tuple(replace(p, sideboard=p.line in side_lines) for p in self.problems)
        main = [p for p in problems if not p.sideboard]
        if self.malformed and not collect:
            raise self.malformed_error(main)
        if not deck.main and not allow_empty:
            raise DeckError("the decklist has no main-deck cards", 0, self.source)
        if main and not collect:
            raise deck_problems_error(main, self.source)
        return replace(deck, problems=problems, malformed=tuple(self.malformed))


def deck_problems_error(problems: Sequence[CardProblem], source: str) -> DeckError:
    """One error naming every card of ``problems`` (a deck's main-deck cards that can't be
    played): an :class:`~mtgrules.errors.UnimplementedDeckCardError` when every one is a card
    of the database the engine can't play, else a DeckError; ``line`` is the first card's."""
    first = problems[0]
    if all(p.kind is CardProblemKind.UNIMPLEMENTED for p in problems):
        return UnimplementedDeckCardError(first.name, first.unsupported, first.line, source,
                                          problems)
    if len(problems) == 1:
        return DeckError(first.describe(), first.line, source, problems)
    err = DeckError(problems_message(problems), 0, source, problems)
    err.line = first.line
    return err

