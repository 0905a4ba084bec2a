"""Text decklists: Arena and MTGO lists, Forge ``.dck`` and XMage ``.dck`` files.

Each ``parse_*`` function reads the stripped lines of one form into a
:class:`~mtgrules.decks.entries.Decklist` through an
:class:`~mtgrules.decks.entries.EntryReader` (see :mod:`mtgrules.decks` for the forms).
"""

from __future__ import annotations

import re

from mtgrules.decks.entries import SIDEBOARD_MAX, DeckEntry, Decklist, EntryReader
from mtgrules.errors import DeckError, shown_input

__all__ = ["FORGE_SECTION", "SIDEBOARD_PREFIX", "XMAGE_ENTRY", "parse_forge", "parse_text",
           "parse_xmage", "refuse_control_characters"]

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
SIDEBOARD_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
XMAGE_ENTRY = re.compile(r"^(?P<count>\S+)\s+\[(?P<set>[^\]:]*):(?P<number>[^\]]*)\]\s+(?P<name>.+)$")
FORGE_SECTION = re.compile(r"^\[(?P<name>[^\]]+)\]$")


def _header(text: str) -> str | None:
    word = text.rstrip(":").strip().lower().replace(" ", "")
    return _HEADERS.get(word)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f\ufffe\uffff]")


def refuse_control_characters(lines: list[str], source: str) -> None:
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


def parse_text(lines: list[str], reader: EntryReader) -> Decklist:
    has_header = any(_header(s) in (_MAIN, _SIDEBOARD, _COMMANDER) for s in lines if s)
    has_sb = any(SIDEBOARD_PREFIX.match(s) for s in lines)
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
        sb = SIDEBOARD_PREFIX.match(stripped)
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


def _text_entry(reader: EntryReader, stripped: str, lineno: int) -> DeckEntry:
    m = _ENTRY.match(stripped)
    if m is None:
        raise DeckError(f"expected '<count> <card name>', got {shown_input(stripped)}", lineno,
                        reader.source)
    return reader.entry(m.group("count"), m.group("name"), m.group("set"), m.group("number"),
                        lineno, stripped)


def parse_forge(lines: list[str], reader: EntryReader) -> Decklist:
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
        sec = FORGE_SECTION.match(stripped)
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


def _forge_entry(reader: EntryReader, stripped: str, lineno: int) -> DeckEntry:
    count, _, rest = stripped.partition(" ")
    parts = rest.split("|")
    if not rest.strip():
        raise DeckError(f"expected '<count> <card name>[|<set>]', got {shown_input(stripped)}", lineno,
                        reader.source)
    return reader.entry(count, parts[0], parts[1].strip() if len(parts) > 1 else None,
                        parts[2].strip() if len(parts) > 2 else None, lineno, stripped)


def parse_xmage(lines: list[str], reader: EntryReader) -> Decklist:
    """XMage ``.dck``: ``<count> [<SET>:<number>] <name>`` lines, ``SB:`` for the sideboard,
    ``NAME:``/``AUTHOR:`` and ``LAYOUT ...`` lines skipped."""
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    for lineno, raw in enumerate(lines, start=1):
        stripped = _strip_comment(raw)
        if not stripped or re.match(r"^(NAME|AUTHOR|LAYOUT [A-Z]+):", stripped):
            continue
        target = main
        sb = SIDEBOARD_PREFIX.match(stripped)
        if sb:
            stripped = stripped[sb.end():]
            target = side
        e = reader.attempt(_xmage_entry, stripped, lineno)
        if e is not None:
            target.append(e)
    return Decklist(tuple(main), tuple(side), reader.source, (), "xmage")


def _xmage_entry(reader: EntryReader, stripped: str, lineno: int) -> DeckEntry:
    m = XMAGE_ENTRY.match(stripped)
    if m is not None:
        return reader.entry(m.group("count"), m.group("name"), m.group("set") or None,
                            m.group("number") or None, lineno, stripped)
    m2 = _ENTRY.match(stripped)
    if m2 is None:
        raise DeckError(f"expected '<count> [<SET>:<number>] <card name>', got "
                        f"{shown_input(stripped)}", lineno, reader.source)
    return reader.entry(m2.group("count"), m2.group("name"), m2.group("set"), m2.group("number"),
                        lineno, stripped)


