"""CSV deck exports with a header row (Moxfield, Archidekt, Deckbox, Deckstats, TappedOut, ...).

The header names the columns, in any order and letter case (spaces, ``_`` and ``-`` ignored):

* the count: ``Count``, ``Quantity``, ``Qty``, ``Amount`` or ``Copies`` (required);
* the card: ``Name``, ``Card Name``, ``Card`` or ``card_name`` (required);
* the printing, kept on the entry: ``Edition``/``Set``/``Set Code`` and ``Collector Number``;
* where the card goes: a board column (``Board``, ``Section``, ``Zone``, ``Category``,
  ``Categories``, ``Deck``) whose value says ``main``, ``side``/``sideboard``, ``maybe``/
  ``maybeboard``/``considering``/``wishlist`` (skipped: not part of the deck), ``commander``
  (a main-deck card that is the deck's commander, CR 903.3), ``companion`` (sideboard, CR
  702.139a) or ``tokens`` (skipped); an Archidekt category list such as ``Removal,Sideboard``
  goes where its board word says, and a list of only other categories (``Ramp``) is main deck;
* yes/no columns ``Sideboard``/``is_sideboard``, ``Commander``/``is_commander`` and
  ``Maybeboard``/``is_maybeboard``.

Fields are separated by ``,``, ``;`` or a tab (the one that makes the header name a count and
a card column), and may be quoted as spreadsheets write them.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass

from mtgrules.decks.entries import DeckEntry, Decklist, EntryReader
from mtgrules.errors import DeckError

__all__ = ["CsvHeader", "csv_header", "parse_csv_deck"]

_COUNT = ("count", "quantity", "qty", "amount", "copies")
_NAME = ("name", "cardname", "card")
_SET = ("edition", "set", "setcode", "printing", "editioncode")
_NUMBER = ("collectornumber", "cardnumber", "number", "collectorsnumber")
_BOARD = ("board", "section", "zone", "category", "categories", "deck")
_IS_SIDEBOARD = ("sideboard", "issideboard")
_IS_COMMANDER = ("commander", "iscommander")
_IS_MAYBE = ("maybeboard", "ismaybeboard")

_MAIN, _SIDE, _COMMANDER, _SKIP = "main", "side", "commander", "skip"
_BOARD_WORDS = {
    "main": _MAIN, "mainboard": _MAIN, "maindeck": _MAIN, "deck": _MAIN, "": _MAIN,
    "side": _SIDE, "sideboard": _SIDE, "sb": _SIDE, "companion": _SIDE,
    "commander": _COMMANDER, "commanders": _COMMANDER, "commandzone": _COMMANDER,
    "maybe": _SKIP, "maybeboard": _SKIP, "considering": _SKIP, "wishlist": _SKIP,
    "tokens": _SKIP, "token": _SKIP, "acquireboard": _SKIP, "attractions": _SKIP,
}
_YES = ("true", "yes", "y", "1", "x")


def _key(cell: str) -> str:
    return "".join(ch for ch in cell.lower() if ch.isalnum())


@dataclass(frozen=True, slots=True)
class CsvHeader:
    """A CSV export's header row: the field ``delimiter`` and each column's index (None when
    the export has no such column)."""

    delimiter: str
    columns: int
    count: int
    name: int
    set_code: int | None
    number: int | None
    board: int | None
    is_sideboard: int | None
    is_commander: int | None
    is_maybe: int | None


def _find(keys: list[str], names: tuple[str, ...]) -> int | None:
    for name in names:  # the first name listed wins ("count" before "qty")
        if name in keys:
            return keys.index(name)
    return None


def csv_header(line: str) -> CsvHeader | None:
    """The header of a CSV deck export when ``line`` is one (it names a count column and a card
    name column, separated by ``,``, ``;`` or a tab), else None."""
    for delimiter in (",", ";", "\t"):
        if delimiter not in line:
            continue
        cells = next(csv.reader([line], delimiter=delimiter), [])
        keys = [_key(c) for c in cells]
        count, name = _find(keys, _COUNT), _find(keys, _NAME)
        if count is None or name is None:
            continue
        board = _find(keys, _BOARD)
        return CsvHeader(delimiter, len(keys), count, name, _find(keys, _SET),
                         _find(keys, _NUMBER), board,
                         None if board is not None and keys[board] == "sideboard"
                         else _find(keys, _IS_SIDEBOARD),
                         _find(keys, _IS_COMMANDER), _find(keys, _IS_MAYBE))
    return None


def _cell(row: list[str], index: int | None) -> str:
    return row[index].strip() if index is not None and index < len(row) else ""


def _board(row: list[str], header: CsvHeader) -> str:
    """Where a row's card goes: main, side, commander or skip (maybe-board, tokens)."""
    if _cell(row, header.is_maybe).lower() in _YES:
        return _SKIP
    if _cell(row, header.is_commander).lower() in _YES:
        return _COMMANDER
    if _cell(row, header.is_sideboard).lower() in _YES:
        return _SIDE
    words = [_key(w) for w in _cell(row, header.board).split(",")] or [""]
    places = [_BOARD_WORDS[w] for w in words if w in _BOARD_WORDS]
    for place in (_SKIP, _COMMANDER, _SIDE):  # "Commander,Creature" is the commander
        if place in places:
            return place
    return _MAIN  # a category that is not a board word (Archidekt's "Ramp", "Land")


def parse_csv_deck(lines: list[str], header_line: int, header: CsvHeader,
                   reader: EntryReader) -> Decklist:
    """The rows after the header (``lines`` are the file's lines; ``header_line`` the 0-based
    index of the header) as a :class:`Decklist` of form ``"csv"``; maybe-board and token rows
    are skipped with a note.

    Raises:
        DeckError: (unless the reader collects) naming ``reader.source`` and the line: a row
            without a card name, a count that is not a whole number from 1 to MAX_COPIES
            (see :class:`EntryReader`), more than MAX_CARDS cards.
    """
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    commanders: list[DeckEntry] = []
    skipped: list[int] = []
    body = lines[header_line + 1:]
    rows = csv.reader(body, delimiter=header.delimiter, strict=True)
    lineno = header_line + 1
    while True:
        start = header_line + 1 + rows.line_num + 1
        try:
            row = next(rows)
        except StopIteration:
            break
        except csv.Error as exc:
            raise DeckError(f"malformed CSV row ({exc}): expected fields separated by "
                           f"{header.delimiter!r}, each quoted with '\"' or not at all", start,
                           reader.source) from None
        lineno = start
        if not any(c.strip() for c in row):
            continue

        def read(r: EntryReader, _s: str, n: int, row: list[str] = row) -> DeckEntry:
            count, name = _cell(row, header.count), _cell(row, header.name)
            shown = header.delimiter.join(row)[:80]
            if not name:
                raise DeckError(f"no card name in column {header.name + 1} of {shown!r} "
                                f"(expected {header.columns} columns as the header names)",
                                n, r.source)
            if not count.rstrip("xX").isdigit():
                raise DeckError(f"bad card count {count[:20]!r} in column {header.count + 1} "
                                f"of {shown!r} (expected a whole number)", n, r.source)
            return r.entry(count, name, _cell(row, header.set_code) or None,
                           _cell(row, header.number) or None, n, shown)

        place = _board(row, header)
        if place == _SKIP:
            skipped.append(lineno)
            continue
        e = reader.attempt(read, "", lineno)
        if e is None:
            continue
        (side if place == _SIDE else main).append(e)
        if place == _COMMANDER:
            commanders.append(e)
    notes = [f"{len(skipped)} maybe-board or token row{'s' if len(skipped) > 1 else ''} "
             f"skipped (line{'s' if len(skipped) > 1 else ''} "
             f"{', '.join(map(str, skipped[:10]))}{', ...' if len(skipped) > 10 else ''})"] \
        if skipped else []
    return Decklist(tuple(main), tuple(side), reader.source, tuple(notes), "csv",
                    commanders=tuple(commanders))
