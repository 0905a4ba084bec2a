"""Decklists: parse the lists and deck files MTG Arena, MTGO, Forge, XMage, Cockatrice and
deck sites (CSV) export, and load built-in decks.

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
``LAYOUT`` lines) are read too, and so are MTGO's XML ``.dek`` files and Cockatrice's XML
``.cod`` files (:mod:`mtgrules.decks.xml_files`, read safely: no entity is expanded nor external
file fetched) and CSV exports with a header row naming a count and a card name column
(Moxfield, Archidekt, Deckbox, ...: :mod:`mtgrules.decks.csv_files`). The form is recognised
from the content, never from the file's name.

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

import codecs
import re
import sys
from collections.abc import Callable, Iterable
from importlib import resources
from pathlib import Path

from mtgrules.cardnames import CardNameIndex
from mtgrules.decks.csv_files import csv_header, parse_csv_deck
from mtgrules.decks.entries import (
    COMMANDER_DECK,
    MAX_CARDS,
    MAX_COPIES,
    SIDEBOARD_MAX,
    DeckEntry,
    Decklist,
    EntryReader,
    deck_problems_error,
)
from mtgrules.decks.text_lists import (
    FORGE_SECTION,
    SIDEBOARD_PREFIX,
    XMAGE_ENTRY,
    parse_forge,
    parse_text,
    parse_xmage,
    refuse_control_characters,
)
from mtgrules.decks.xml_files import is_xml, parse_xml_deck
from mtgrules.errors import DeckError

__all__ = ["BUILTIN_DECKS", "COMMANDER_DECK", "MAX_CARDS", "MAX_COPIES", "SIDEBOARD_MAX", "STDIN",
           "DeckEntry", "Decklist", "decode_decklist", "deck_problems_error", "load_deck",
           "parse_decklist"]

#: Names of the decks shipped with the package, usable as ``load_deck`` specs.
BUILTIN_DECKS: tuple[str, ...] = ("red", "green", "blue-white")


def parse_decklist(
    text: str,
    source: str = "<text>",
    known_card: Callable[[str], bool] | None = None,
    all_names: Iterable[str] | CardNameIndex | None = None,
    allow_empty: bool = False,
    collect: bool = False,
) -> Decklist:
    """Parse a decklist (Arena, MTGO text or ``.dek``, Forge, XMage, Cockatrice ``.cod``, CSV
    export) into a :class:`Decklist`.

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
    reader = EntryReader(source, known_card, all_names, collect)
    raw_lines = text.splitlines()
    refuse_control_characters(raw_lines, source)
    lines = [raw.strip().lstrip("\ufeff") for raw in raw_lines]
    first = next((i for i, s in enumerate(lines) if s), 0)
    header = csv_header(lines[first]) if lines else None
    if is_xml(lines):
        deck = parse_xml_deck("\n".join(raw_lines).lstrip("\ufeff"), reader)
    elif header is not None:
        deck = parse_csv_deck(lines, first, header, reader)
    elif any(FORGE_SECTION.match(s) and s[1:-1].strip().lower() in ("main", "metadata")
             for s in lines):
        deck = parse_forge(lines, reader)
    elif any(XMAGE_ENTRY.match(SIDEBOARD_PREFIX.sub("", s)) for s in lines) or any(
            s.startswith(("NAME:", "LAYOUT MAIN:")) for s in lines):
        deck = parse_xmage(lines, reader)
    else:
        deck = parse_text(lines, reader)
    return reader.finish(deck, collect, allow_empty)



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


_XML_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")


def decode_decklist(data: bytes, source: str = "<bytes>") -> str:
    """The text of a decklist file's bytes: UTF-8 (with or without a byte-order mark), UTF-16
    (with a byte-order mark, or little/big-endian without one), the encoding an XML deck file
    declares (``<?xml version="1.0" encoding="ISO-8859-1"?>``), else Windows-1252 (what
    Notepad and older tools write), else Latin-1.

    A NUL byte that is not part of UTF-16 text is kept (UTF-8 allows it):
    :func:`parse_decklist` refuses the line that holds it.

    Raises:
        DeckError: (naming ``source`` and the line) when bytes with a UTF-16 byte-order mark,
            or read as UTF-16 from their NUL bytes, are not valid UTF-16, and when an XML deck
            file declares an encoding that is unknown or that its bytes are not in.
    """
    utf16 = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else _utf16_without_bom(data)
    if utf16 is not None:
        try:
            return data.decode(utf16)
        except UnicodeDecodeError as exc:
            line = data[:exc.start].decode(utf16, errors="replace").count("\n") + 1
            raise DeckError(f"the file is not valid {utf16.upper()} text (byte {exc.start}: "
                            f"{exc.reason}); decklists are UTF-8 text", line, source) from exc
    declared = _XML_ENCODING.match(data.removeprefix(b"\xef\xbb\xbf"))
    if declared is not None:  # an XML deck file declaring its encoding (e.g. ISO-8859-1)
        encoding = declared.group(1).decode("ascii")
        try:
            codecs.lookup(encoding)
        except LookupError:
            raise DeckError(f"the XML declares the unknown encoding {encoding!r}", 1,
                            source) from None
        if codecs.lookup(encoding).name not in ("utf-16", "utf-32"):
            try:
                return data.decode("utf-8-sig" if codecs.lookup(encoding).name == "utf-8"
                                   else encoding)
            except UnicodeDecodeError as exc:
                line = data[:exc.start].count(b"\n") + 1
                raise DeckError(f"the file is not valid {encoding} text as its XML declaration "
                                f"says (byte {exc.start}: {exc.reason})", line, source) from None
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
