"""Decklists: parse the text exported by MTG Arena and MTGO, and load the built-in decks.

Accepted line forms (one card entry per line)::

    4 Lightning Bolt
    4x Lightning Bolt
    4 Lightning Bolt (M11) 149        # Arena: set code in parentheses, then collector number
    SB: 2 Pacifism                    # sideboard entry in a list without section headers

Section headers, matched case-insensitively and optionally followed by ``:``, are ``Deck``,
``Sideboard``, ``Commander``, ``Companion`` and ``About``. ``Commander`` entries belong to the
main deck (the commander is one of the deck's cards); ``Companion`` entries belong to the
sideboard, where a companion starts the game (CR 702.139a). The ``About`` block of an Arena export
(``Name ...`` and other descriptive lines) is skipped. Lines starting with ``#`` or ``//`` are
comments. When a list has no section header at all (a plain MTGO export), the first blank line
after a main-deck card starts the sideboard; otherwise blank lines are ignored.

Card names are kept as given (case-sensitive) with whitespace normalised: runs of spaces become
one space, and the halves of a split card are joined by ``" // "``.

Every problem raises :class:`~mtgrules.errors.DeckError`, whose message names the source and the
1-based line, e.g. ``decks/foo.txt:3: unknown card 'Lightnig Bolt'``.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from mtgrules.errors import DeckError, UnimplementedCardError, UnimplementedDeckCardError

__all__ = ["BUILTIN_DECKS", "DeckEntry", "Decklist", "load_deck", "parse_decklist"]

#: Names of the decks shipped with the package, usable as ``load_deck`` specs.
BUILTIN_DECKS: tuple[str, ...] = ("red", "green", "blue-white")

_MAIN, _SIDEBOARD, _ABOUT = "main", "sideboard", "about"
_HEADERS = {
    "deck": _MAIN,
    "main": _MAIN,
    "maindeck": _MAIN,
    "commander": _MAIN,
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
    """A parsed decklist: main deck and sideboard entries in list order, and where it came from."""

    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...]
    source: str

    def card_names(self) -> list[str]:
        """The main deck as one name per card, entries expanded in list order."""
        return [e.name for e in self.main for _ in range(e.count)]

    def sideboard_names(self) -> list[str]:
        """The sideboard as one name per card, entries expanded in list order."""
        return [e.name for e in self.sideboard for _ in range(e.count)]

    def __len__(self) -> int:
        """Number of cards in the main deck."""
        return sum(e.count for e in self.main)


def _normalise_name(raw: str) -> str:
    parts = [" ".join(p.split()) for p in raw.split("//")]
    return " // ".join(parts)


def _header(text: str) -> str | None:
    word = text.rstrip(":").strip().lower().replace(" ", "")
    return _HEADERS.get(word)


def _has_header(lines: list[str]) -> bool:
    return any(_header(s) in (_MAIN, _SIDEBOARD) for s in (raw.strip() for raw in lines) if s)


def _suggest(name: str, all_names: Iterable[str] | None) -> str:
    if all_names is None:
        return ""
    candidates = list(all_names)
    close = difflib.get_close_matches(name, candidates, n=1, cutoff=0.6)
    if not close:
        lowered = {c.lower(): c for c in candidates}
        if name.lower() in lowered:
            close = [lowered[name.lower()]]
    return f" (did you mean {close[0]!r}?)" if close else ""


def _known(known_card: Callable[[str], bool], name: str, lineno: int, source: str) -> bool:
    try:
        return known_card(name)
    except UnimplementedCardError as exc:  # in the card database, not playable: say where
        raise UnimplementedDeckCardError(exc.name, exc.unsupported, lineno, source) from None


def parse_decklist(
    text: str,
    source: str = "<text>",
    known_card: Callable[[str], bool] | None = None,
    all_names: Iterable[str] | None = None,
) -> Decklist:
    """Parse an Arena or MTGO decklist export into a :class:`Decklist`.

    Args:
        text: the decklist text (see the module docstring for the accepted forms).
        source: file name used in error messages (``"<text>"`` by default).
        known_card: if given, every card name is checked with it; an unknown name is refused.
            It may raise UnimplementedCardError for a card it can't play (see
            :func:`mtgrules.cards.status.playable_card`).
        all_names: optional card names to draw a "did you mean" suggestion from when
            ``known_card`` refuses a name.

    Returns:
        The main deck and sideboard entries in list order.

    Raises:
        DeckError: on a line that is neither a card entry, a header, a comment nor blank; on a
            count that is not a whole number of at least 1; on a name ``known_card`` refuses; and
            when the main deck is empty. The error carries the 1-based ``line`` and ``source``.
        UnimplementedDeckCardError: (a DeckError and an UnimplementedCardError) when
            ``known_card`` raises UnimplementedCardError for a name.
    """
    names = list(all_names) if all_names is not None else None
    lines = text.splitlines()
    blank_splits = not _has_header(lines)
    section = _MAIN
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    for lineno, raw in enumerate(lines, start=1):
        stripped = raw.strip().lstrip("\ufeff")
        if not stripped:
            if blank_splits and main and section == _MAIN:
                section = _SIDEBOARD
            continue
        if stripped.startswith(("#", "//")):
            continue
        head = _header(stripped)
        if head is not None:
            section = head
            continue
        if section == _ABOUT:
            continue  # "Name ..." and other descriptive lines of an Arena export
        if not main and not side and stripped.lower().startswith("name "):
            continue  # a bare Arena "Name <deck name>" line before the cards
        target = side if section == _SIDEBOARD else main
        sb = _SIDEBOARD_PREFIX.match(stripped)
        if sb:
            stripped = stripped[sb.end():]
            target = side
        m = _ENTRY.match(stripped)
        if m is None:
            raise DeckError(
                f"expected '<count> <card name>', got {stripped!r}", lineno, source)
        count_text = m.group("count")
        if count_text[-1:] in "xX" and count_text[:-1].isdigit():
            count_text = count_text[:-1]  # "4x" written without a space
        if not count_text.isdigit():
            raise DeckError(
                f"bad card count {count_text!r} in {stripped!r} (expected a whole number)",
                lineno, source)
        count = int(count_text)
        name = _normalise_name(m.group("name"))
        if count < 1:
            raise DeckError(f"card count must be at least 1, got {count} for {name!r}",
                            lineno, source)
        if not name or name == "//":
            raise DeckError(f"missing card name in {stripped!r}", lineno, source)
        if known_card is not None and not _known(known_card, name, lineno, source):
            raise DeckError(f"unknown card {name!r}{_suggest(name, names)}", lineno, source)
        target.append(DeckEntry(count, name, m.group("set"), m.group("number"), lineno))
    if not main:
        raise DeckError("the decklist has no main-deck cards", 0, source)
    return Decklist(tuple(main), tuple(side), source)


def _builtin_text(name: str) -> str:
    return (resources.files("mtgrules") / "decks" / f"{name}.txt").read_text("utf-8")


def load_deck(
    spec: str,
    known_card: Callable[[str], bool] | None = None,
    all_names: Iterable[str] | None = None,
) -> Decklist:
    """Load a built-in deck by name (one of :data:`BUILTIN_DECKS`) or a decklist file by path.

    ``known_card`` and ``all_names`` are passed to :func:`parse_decklist`. The result's
    ``source`` is ``"builtin:<name>"`` for a built-in deck, else the path as given.

    Raises:
        DeckError: when ``spec`` is neither a built-in deck nor a readable UTF-8 file, or when
            the text does not parse (see :func:`parse_decklist`).
    """
    if spec in BUILTIN_DECKS:
        return parse_decklist(_builtin_text(spec), f"builtin:{spec}", known_card, all_names)
    path = Path(spec)
    if not path.is_file():
        raise DeckError(
            f"no built-in deck or decklist file named {spec!r} "
            f"(built-in decks: {', '.join(BUILTIN_DECKS)})", 0, spec)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckError(f"cannot read decklist: {exc}", 0, spec) from exc
    return parse_decklist(text, spec, known_card, all_names)
