"""Decklists: parse the lists MTG Arena, MTGO, Forge and XMage export, and load built-in decks.

Text lists (Arena and MTGO), one card entry per line::

    4 Lightning Bolt
    4x Lightning Bolt
    4 Lightning Bolt (M11) 149        # Arena: set code in parentheses, then collector number
    SB: 2 Pacifism                    # sideboard entry in a list without section headers

Section headers, matched case-insensitively and optionally followed by ``:``, are ``Deck``,
``Sideboard``, ``Commander``, ``Companion`` and ``About``. ``Commander`` entries belong to the
main deck (the commander is one of the deck's cards) and are the deck's commander
(:attr:`Decklist.commanders`, :meth:`Decklist.commander_split`, CR 903.3); ``Companion`` entries belong to the
sideboard, where a companion starts the game (CR 702.139a). The ``About`` block of an Arena export
(``Name ...`` and other descriptive lines) is skipped. Lines starting with ``#`` or ``//`` are
comments, and so is the rest of a line from a ``#``.

A list with no section header and no ``SB:`` line is an MTGO export: the main deck, a blank line,
then the sideboard, which has at most fifteen cards (CR 100.4a). So when such a list has groups of
lines separated by blank lines, the last group is the sideboard only if it has at most fifteen
cards; every other group is main deck (a list grouped as creatures / spells / lands keeps all its
cards). What was inferred is said in :attr:`Decklist.notes`, and :meth:`Decklist.summary` says what
was read.

Forge ``.dck`` files (``[metadata]``, ``[Main]``, ``[Sideboard]`` sections, ``4 Name|SET|art``
lines) and XMage ``.dck`` files (``4 [SET:123] Name``, ``SB: 1 [SET:45] Name``, ``NAME:`` and
``LAYOUT`` lines) are read too; the form is recognised from the content.

Card names: when the known card names are given (``all_names``), a name resolves to the known
card in any letter case, with curly or straight apostrophes, accents or not, and for a split or
double-faced card as ``A // B`` or its front face ``A`` (see :mod:`mtgrules.cardnames`).
Otherwise names are kept as written with whitespace normalised. Forge's foil marker, a ``+``
right after the name (``1 Oko, the Trickster+|ELD``), is dropped.

Every problem raises :class:`~mtgrules.errors.DeckError`, whose message names the source and the
1-based line, e.g. ``decks/foo.txt:3: unknown card 'Lightnig Bolt'``. Cards that can't be played
(unknown names, unimplemented cards) are all named in one error, each with its line; those of the
sideboard never raise: they are kept as warnings in :attr:`Decklist.problems`, since the
sideboard is not used in a game (CR 100.4). Counts are whole numbers
from 1 to :data:`MAX_COPIES`; a deck has at most :data:`MAX_CARDS` cards.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from importlib import resources
from pathlib import Path

from mtgrules.cardnames import CardNameIndex
from mtgrules.errors import (
    CardProblem,
    CardProblemKind,
    DeckError,
    UnimplementedCardError,
    UnimplementedDeckCardError,
    problems_message,
    shown_input,
)

__all__ = ["BUILTIN_DECKS", "MAX_CARDS", "MAX_COPIES", "DeckEntry", "Decklist", "decode_decklist",
           "deck_problems_error", "load_deck", "parse_decklist"]

#: Names of the decks shipped with the package, usable as ``load_deck`` specs.
BUILTIN_DECKS: tuple[str, ...] = ("red", "green", "blue-white")
#: The largest count one line may give (a clear error instead of running out of memory).
MAX_COPIES = 1000
#: The most cards a main deck plus sideboard may hold.
MAX_CARDS = 10_000
#: The most cards an MTGO sideboard holds (CR 100.4a).
SIDEBOARD_MAX = 15
#: The cards of a Commander deck, its commander included (CR 903.5a).
COMMANDER_DECK = 100

_MAIN, _SIDEBOARD, _ABOUT, _IGNORED = "main", "sideboard", "about", "ignored"
_COMMANDER = "commander"  # main-deck entries that are the commander (CR 903.3)
_HEADERS = {
    "deck": _MAIN,
    "main": _MAIN,
    "maindeck": _MAIN,
    "commander": _COMMANDER,
    "sideboard": _SIDEBOARD,
    "companion": _SIDEBOARD,
    "about": _ABOUT,
}

# "<count>[x] <name> [(<SET>) [<collector number>]] [*F*]"; the count is checked separately so
# that a bad count gets its own message.
_ENTRY = re.compile(
    r"""^(?P<count>\S+?)(?:\s*[xX])?\s+
        (?P<name>.+?)
        (?:\s+\((?P<set>[A-Za-z0-9_]{2,8})\)(?:\s+(?P<number>[^\s*]+))?)?
        (?:\s+\*[A-Za-z]+\*)*\s*$""",
    re.VERBOSE,
)
_SIDEBOARD_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
_XMAGE_ENTRY = re.compile(r"^(?P<count>\S+)\s+\[(?P<set>[^\]:]*):(?P<number>[^\]]*)\]\s+(?P<name>.+)$")
_FORGE_SECTION = re.compile(r"^\[(?P<name>[^\]]+)\]$")


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


def _normalise_name(raw: str) -> str:
    """Whitespace made single spaces, ``A//B`` as ``A // B``, and Forge's foil marker (a
    ``+`` right after the name, ``Lightning Bolt+|M11``) dropped."""
    parts = [" ".join(p.split()) for p in raw.split("//")]
    name = " // ".join(parts)
    return name[:-1].rstrip() if name.endswith("+") and len(name) > 1 else name


def _header(text: str) -> str | None:
    word = text.rstrip(":").strip().lower().replace(" ", "")
    return _HEADERS.get(word)


class _TooManyCards(DeckError):
    """More than MAX_CARDS cards: reading stops there, even when collecting problems."""


class _Reader:
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
            raise DeckError(f"no card count at the start of {line!r} (write '<count> <card "
                            f"name>', e.g. '1 {line}')", lineno, self.source)
        if len(text.lstrip("0")) > len(str(MAX_COPIES)) or int(text) > MAX_COPIES:
            raise DeckError(f"card count {text[:20]}{'...' if len(text) > 20 else ''} is too "
                            f"large (at most {MAX_COPIES} copies on one line)", lineno, self.source)
        n = int(text)
        if n < 1:
            raise DeckError(f"card count must be at least 1, got {n} for "
                            f"{_normalise_name(entry)!r}", lineno, self.source)
        return n

    def entry(self, count_text: str, raw_name: str, set_code: str | None, number: str | None,
              lineno: int, whole: str) -> DeckEntry:
        count = self.count(count_text, raw_name, lineno)
        name = _normalise_name(raw_name)
        if not name or name == "//":
            raise DeckError(f"missing card name in {whole!r}", lineno, self.source)
        name = self.resolve(name, lineno)
        self.total += count
        if self.total > MAX_CARDS:
            raise _TooManyCards(f"the decklist has more than {MAX_CARDS} cards", lineno,
                                self.source)
        return DeckEntry(count, name, set_code, number, lineno)

    def attempt(self, read: Callable[[_Reader, str, int], DeckEntry], stripped: str,
                lineno: int) -> DeckEntry | None:
        """``read(self, stripped, lineno)``; in ``collect`` mode a malformed line's DeckError
        is kept in :attr:`malformed` (and None returned) so every line gets read."""
        try:
            return read(self, stripped, lineno)
        except _TooManyCards:
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


def parse_decklist(
    text: str,
    source: str = "<text>",
    known_card: Callable[[str], bool] | None = None,
    all_names: Iterable[str] | CardNameIndex | None = None,
    allow_empty: bool = False,
    collect: bool = False,
) -> Decklist:
    """Parse an Arena, MTGO, Forge or XMage decklist into a :class:`Decklist`.

    Args:
        text: the decklist text (see the module docstring for the accepted forms).
        source: file name used in error messages (``"<text>"`` by default).
        known_card: if given, every card name is checked with it; an unknown name is refused.
            It may raise UnimplementedCardError for a card it can't play (see
            :func:`mtgrules.cards.status.playable_card`).
        all_names: the known card names, or an index of them: written names resolve to them
            (any letter case, curly apostrophes, front faces), and "did you mean" suggestions
            come from them.
        allow_empty: accept a list with no main-deck cards (an empty file): a 0-card deck
            plays by the rules (CR 103.5 mulligans, 704.5b), and the deck checks report it.
        collect: keep every card that can't be played in :attr:`Decklist.problems`, and every
            line that can't be read (a bad count, not an entry) in :attr:`Decklist.malformed`,
            instead of raising (what ``mtgrules deck check`` reports).

    Returns:
        The main deck and sideboard entries in list order, with notes on what was inferred.
        A sideboard card ``known_card`` refuses never raises: it is in ``problems`` as a
        warning (the sideboard is not used in a game, CR 100.4).

    Raises:
        DeckError: on a line holding a NUL byte or another control character (the file is
            not UTF-8 text); on a line that is neither a card entry, a header, a comment nor blank; on a
            count that is not a whole number from 1 to MAX_COPIES; on more than MAX_CARDS
            cards; when the main deck is empty; and (unless ``collect``) on main-deck names
            ``known_card`` refuses: one error naming every one of them with its line
            (``problems``). The error carries the 1-based ``line`` and ``source``.
        UnimplementedDeckCardError: (a DeckError and an UnimplementedCardError) when every
            refused main-deck name is a card ``known_card`` raises UnimplementedCardError for.
    """
    reader = _Reader(source, known_card, all_names, collect)
    raw_lines = text.splitlines()
    _refuse_control_characters(raw_lines, source)
    lines = [raw.strip().lstrip("\ufeff") for raw in raw_lines]
    if any(_FORGE_SECTION.match(s) and s[1:-1].strip().lower() in ("main", "metadata")
           for s in lines):
        deck = _parse_forge(lines, reader)
    elif any(_XMAGE_ENTRY.match(_SIDEBOARD_PREFIX.sub("", s)) for s in lines) or any(
            s.startswith(("NAME:", "LAYOUT MAIN:")) for s in lines):
        deck = _parse_xmage(lines, reader)
    else:
        deck = _parse_text(lines, reader)
    return reader.finish(deck, collect, allow_empty)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f\ufffe\uffff]")


def _refuse_control_characters(lines: list[str], source: str) -> None:
    """Refuse a line holding a NUL byte or another control character (a binary file, or a
    file in an encoding that is not UTF-8 text): DeckError naming the line and column."""
    for lineno, raw in enumerate(lines, 1):
        m = _CONTROL.search(raw)
        if m is not None:
            what = "a NUL byte" if m.group() == "\x00" else f"the control character U+{ord(m.group()):04X}"
            raise DeckError(f"{what} at column {m.start() + 1}: a decklist is UTF-8 text "
                            "(is this a binary file?)", lineno, source)


def _strip_comment(line: str) -> str:
    """The line without a full-line comment (``#`` or ``//`` first) or a ``#`` comment."""
    if line.startswith(("#", "//")):
        return ""
    return line.split("#", 1)[0].rstrip() if "#" in line else line


def _parse_text(lines: list[str], reader: _Reader) -> Decklist:
    has_header = any(_header(s) in (_MAIN, _SIDEBOARD, _COMMANDER) for s in lines if s)
    has_sb = any(_SIDEBOARD_PREFIX.match(s) for s in lines)
    mtgo = not has_header and not has_sb
    section = _MAIN
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    commanders: list[DeckEntry] = []
    groups: list[list[DeckEntry]] = [[]]  # MTGO form: main-deck entries by blank-line group
    for lineno, raw in enumerate(lines, start=1):
        stripped = _strip_comment(raw)
        if not stripped:
            if mtgo and groups[-1] and not raw:
                groups.append([])
            continue
        head = _header(stripped)
        if head is not None:
            section = head
            continue
        if section == _ABOUT:
            continue  # "Name ..." and other descriptive lines of an Arena export
        if not main and not side and not any(groups) and stripped.lower().startswith("name "):
            continue  # a bare Arena "Name <deck name>" line before the cards
        target = side if section == _SIDEBOARD else (groups[-1] if mtgo else main)
        sb = _SIDEBOARD_PREFIX.match(stripped)
        if sb:
            stripped = stripped[sb.end():]
            target = side
        e = reader.attempt(_text_entry, stripped, lineno)
        if e is not None:
            target.append(e)
            if section == _COMMANDER and target is main:
                commanders.append(e)
    notes: list[str] = []
    if mtgo:
        groups = [g for g in groups if g]
        if len(groups) >= 2:
            last = groups[-1]
            n = sum(e.count for e in last)
            where = (f"lines {last[0].line}-{last[-1].line}" if last[-1].line > last[0].line
                     else f"line {last[0].line}")
            if n <= SIDEBOARD_MAX:
                side = last
                groups = groups[:-1]
                notes.append(f"no 'Deck'/'Sideboard' headers: the cards after the last blank "
                             f"line ({where}, {n} cards) were read as the sideboard (MTGO form)")
            else:
                notes.append(f"no 'Deck'/'Sideboard' headers: all {len(groups)} groups of "
                             f"lines are main deck (the last, {where}, has {n} cards, more than "
                             f"a {SIDEBOARD_MAX}-card sideboard)")
        main = [e for g in groups for e in g]
    return Decklist(tuple(main), tuple(side), reader.source, tuple(notes),
                    "mtgo" if mtgo else "arena", commanders=tuple(commanders))


def _text_entry(reader: _Reader, stripped: str, lineno: int) -> DeckEntry:
    m = _ENTRY.match(stripped)
    if m is None:
        raise DeckError(f"expected '<count> <card name>', got {shown_input(stripped)}", lineno,
                        reader.source)
    return reader.entry(m.group("count"), m.group("name"), m.group("set"), m.group("number"),
                        lineno, stripped)


def _parse_forge(lines: list[str], reader: _Reader) -> Decklist:
    """Forge ``.dck``: INI-like sections; ``[Main]``/``[Commander]`` are the main deck,
    ``[Sideboard]`` the sideboard, ``[metadata]`` key=value lines; entries are
    ``<count> <name>[|<set>[|<art index>]]``."""
    section = _IGNORED
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    commanders: list[DeckEntry] = []
    notes: list[str] = []
    for lineno, raw in enumerate(lines, start=1):
        stripped = _strip_comment(raw)
        if not stripped:
            continue
        sec = _FORGE_SECTION.match(stripped)
        if sec:
            name = sec.group("name").strip().lower()
            section = {"main": _MAIN, "commander": _COMMANDER, "sideboard": _SIDEBOARD,
                       "metadata": _ABOUT}.get(name, _IGNORED)
            if section == _IGNORED:
                notes.append(f"section [{sec.group('name')}] (line {lineno}) skipped: not a "
                             "main deck or sideboard")
            continue
        if section in (_ABOUT, _IGNORED):
            continue
        e = reader.attempt(_forge_entry, stripped, lineno)
        if e is not None:
            (side if section == _SIDEBOARD else main).append(e)
            if section == _COMMANDER:
                commanders.append(e)
    return Decklist(tuple(main), tuple(side), reader.source, tuple(notes), "forge",
                    commanders=tuple(commanders))


def _forge_entry(reader: _Reader, stripped: str, lineno: int) -> DeckEntry:
    count, _, rest = stripped.partition(" ")
    parts = rest.split("|")
    if not rest.strip():
        raise DeckError(f"expected '<count> <card name>[|<set>]', got {shown_input(stripped)}", lineno,
                        reader.source)
    return reader.entry(count, parts[0], parts[1].strip() if len(parts) > 1 else None,
                        parts[2].strip() if len(parts) > 2 else None, lineno, stripped)


def _parse_xmage(lines: list[str], reader: _Reader) -> Decklist:
    """XMage ``.dck``: ``<count> [<SET>:<number>] <name>`` lines, ``SB:`` for the sideboard,
    ``NAME:``/``AUTHOR:`` and ``LAYOUT ...`` lines skipped."""
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    for lineno, raw in enumerate(lines, start=1):
        stripped = _strip_comment(raw)
        if not stripped or re.match(r"^(NAME|AUTHOR|LAYOUT [A-Z]+):", stripped):
            continue
        target = main
        sb = _SIDEBOARD_PREFIX.match(stripped)
        if sb:
            stripped = stripped[sb.end():]
            target = side
        e = reader.attempt(_xmage_entry, stripped, lineno)
        if e is not None:
            target.append(e)
    return Decklist(tuple(main), tuple(side), reader.source, (), "xmage")


def _xmage_entry(reader: _Reader, stripped: str, lineno: int) -> DeckEntry:
    m = _XMAGE_ENTRY.match(stripped)
    if m is not None:
        return reader.entry(m.group("count"), m.group("name"), m.group("set") or None,
                            m.group("number") or None, lineno, stripped)
    m2 = _ENTRY.match(stripped)
    if m2 is None:
        raise DeckError(f"expected '<count> [<SET>:<number>] <card name>', got "
                        f"{shown_input(stripped)}", lineno, reader.source)
    return reader.entry(m2.group("count"), m2.group("name"), m2.group("set"), m2.group("number"),
                        lineno, stripped)


def _utf16_without_bom(data: bytes) -> str | None:
    """``"utf-16-le"``/``"utf-16-be"`` when ``data`` looks like UTF-16 text without a byte-order
    mark (an even length, and NUL bytes at the high byte of nearly every code unit and nowhere
    else), else None: a stray NUL byte in UTF-8 text is not UTF-16."""
    if len(data) % 2:
        return None
    sample = data[:400]
    even_nuls = sample[0::2].count(0)
    odd_nuls = sample[1::2].count(0)
    units = len(sample) // 2
    if odd_nuls * 2 >= units and even_nuls == 0:
        return "utf-16-le"
    if even_nuls * 2 >= units and odd_nuls == 0:
        return "utf-16-be"
    return None


def decode_decklist(data: bytes, source: str = "<bytes>") -> str:
    """The text of a decklist file's bytes: UTF-8 (with or without a byte-order mark), UTF-16
    (with a byte-order mark, or little/big-endian without one), else Windows-1252 (what
    Notepad and older tools write), else Latin-1.

    A NUL byte that is not part of UTF-16 text is kept (UTF-8 allows it):
    :func:`parse_decklist` refuses the line that holds it.

    Raises:
        DeckError: (naming ``source`` and the line) when bytes with a UTF-16 byte-order mark,
            or read as UTF-16 from their NUL bytes, are not valid UTF-16.
    """
    utf16 = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else _utf16_without_bom(data)
    if utf16 is not None:
        try:
            return data.decode(utf16)
        except UnicodeDecodeError as exc:
            line = data[:exc.start].decode(utf16, errors="replace").count("\n") + 1
            raise DeckError(f"the file is not valid {utf16.upper()} text (byte {exc.start}: "
                            f"{exc.reason}); decklists are UTF-8 text", line, source) from exc
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _builtin_text(name: str) -> str:
    return (resources.files("mtgrules") / "decks" / f"{name}.txt").read_text("utf-8")


STDIN = "-"
"""The deck spec that reads the decklist from standard input (``mtgrules play --deck1 -``)."""
_MAX_DECKLIST_BYTES = 10_000_000


def _read_stdin() -> bytes:
    """Standard input's bytes, at most one more than a decklist may hold."""
    buf = getattr(sys.stdin, "buffer", None)
    if buf is not None:
        return bytes(buf.read(_MAX_DECKLIST_BYTES + 1))
    return sys.stdin.read(_MAX_DECKLIST_BYTES + 1).encode("utf-8")


def load_deck(
    spec: str,
    known_card: Callable[[str], bool] | None = None,
    all_names: Iterable[str] | CardNameIndex | None = None,
    allow_empty: bool = False,
    collect: bool = False,
) -> Decklist:
    """Load a built-in deck by name (one of :data:`BUILTIN_DECKS`), a decklist file by path, or
    ``"-"`` (:data:`STDIN`) for a decklist on standard input (any form :func:`parse_decklist`
    reads, in any encoding :func:`decode_decklist` reads).

    ``known_card``, ``all_names``, ``allow_empty`` and ``collect`` are passed to
    :func:`parse_decklist`. The result's ``source`` is ``"builtin:<name>"`` for a built-in deck, else the path as given.

    Raises:
        DeckError: when ``spec`` is neither a built-in deck nor a readable file, or when the
            text does not parse (see :func:`parse_decklist`).
    """
    if spec in BUILTIN_DECKS:
        return parse_decklist(_builtin_text(spec), f"builtin:{spec}", known_card, all_names,
                              collect=collect)
    if spec == STDIN:  # the decklist pasted or piped on standard input
        data = _read_stdin()
        if len(data) > _MAX_DECKLIST_BYTES:
            raise DeckError("the input is too large to be a decklist (over 10 MB)", 0, "<stdin>")
        return parse_decklist(decode_decklist(data, "<stdin>"), "<stdin>", known_card,
                              all_names, allow_empty, collect)
    path = Path(spec)
    if path.is_dir():
        raise DeckError(f"{spec!r} is a folder; give one decklist file in it (`mtgrules deck "
                        "check` reads a whole folder)", 0, spec)
    if not path.is_file():
        raise DeckError(
            f"no built-in deck or decklist file named {spec!r} "
            f"(built-in decks: {', '.join(BUILTIN_DECKS)})", 0, spec)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DeckError(f"cannot read decklist: {exc}", 0, spec) from exc
    if len(data) > _MAX_DECKLIST_BYTES:
        raise DeckError("the file is too large to be a decklist (over 10 MB)", 0, spec)
    return parse_decklist(decode_decklist(data, spec), spec, known_card, all_names, allow_empty,
                          collect)
