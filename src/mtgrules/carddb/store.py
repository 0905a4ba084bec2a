"""Reading the packaged card database and looking cards up by name.

The database file (``cards.jsonl.xz``, made by :mod:`mtgrules.carddb.build`) is read the first
time a card is asked for, never at import time, and kept for the process. A look-up accepts the
card's name in any letter case, with ASCII or curly apostrophes and quotes, with or without
accents, ``"A // B"`` with any spacing around ``//``, and the front face's name of a multi-face
card (:meth:`CardDatabase.lookup_face` also any other face's name). A miss raises
:class:`~mtgrules.errors.UnknownCardError` with a did-you-mean suggestion.
"""

from __future__ import annotations

import json
import lzma
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from mtgrules.carddb.model import CardFlag, CardRecord, Face, Layout, Printing
from mtgrules.cardnames import card_name_key
from mtgrules.errors import UnknownCardError

__all__ = ["CardDatabase", "database", "name_key"]

DB_FILE = "cards.jsonl.xz"

_PUNCT = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u2032": "'",
                        "\u201c": '"', "\u201d": '"', "\u2212": "-", "\u2013": "-",
                        "\u00a0": " "})


def name_key(name: str) -> str:
    """The form names are compared in, the same as decklists use
    (:func:`mtgrules.cardnames.card_name_key`: case-folded, curly quotes made straight, accents
    removed, whitespace collapsed, ``//`` separated by single spaces), with a fast path for
    plain ASCII names.

    >>> name_key("  Lim-Dûl’s   VAULT ")
    "lim-dul's vault"
    >>> name_key("fire//ice")
    'fire // ice'
    """
    if not name.isascii() or "`" in name:
        return card_name_key(name)
    text = name.casefold()
    if "//" not in text:
        return " ".join(text.split())
    return " // ".join(" ".join(part.split()) for part in text.split("//"))


_FACE_TUPLES = ("supertypes", "types", "subtypes", "keywords", "colors", "color_indicator")
_FACE_DEFAULTS = {"mana_cost": None, "type_line": None, "oracle_text": None,
                  "supertypes": (), "types": (), "subtypes": ()}


def _face(d: dict[str, Any]) -> Face:
    kw = {**_FACE_DEFAULTS, **d}
    for key in _FACE_TUPLES:
        if key in d:
            kw[key] = tuple(d[key])
    if "colors" not in d:
        kw["colors"] = None  # the data could not establish the colours
    return Face(**kw)


def _record(d: dict[str, Any]) -> CardRecord:
    return CardRecord(
        name=d["name"], layout=Layout(d["layout"]),
        faces=tuple(_face(f) for f in d["faces"]),
        sets=tuple(d.get("sets", ())),
        printings=tuple(map(Printing._make, d.get("printings", ()))),
        rarity=d.get("rarity"), color_identity=tuple(d.get("color_identity", ())),
        flags=frozenset(CardFlag(f) for f in d.get("flags", ())),
    )


@dataclass
class CardDatabase:
    """Every card of the data (``cards``, sorted by name) and the AFR tokens (``tokens``).

    ``header`` is the database file's first line: ``format``, ``inputs`` (SHA-256 of each input
    file), ``counts``, ``field_sources`` and ``boosters``.
    """

    header: dict[str, Any]
    cards: tuple[CardRecord, ...]
    tokens: tuple[CardRecord, ...]
    _by_name: dict[str, CardRecord] = field(default_factory=dict, repr=False)
    _by_front: dict[str, CardRecord] = field(default_factory=dict, repr=False)
    _by_other_face: dict[str, CardRecord] = field(default_factory=dict, repr=False)
    _tokens: dict[str, CardRecord] = field(default_factory=dict, repr=False)
    _rows: dict[str, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for row, c in enumerate(self.cards):
            self._by_name[name_key(c.name)] = c
            self._rows[c.name] = row
        for row, t in enumerate(self.tokens, start=len(self.cards)):
            self._rows.setdefault(t.name, row)
        # A front-face name may be shared (Start // Finish, the funny Start // Fire): prefer a
        # card of traditional play, then the first by name; a card's own name always wins.
        for c in sorted(self.cards, key=lambda c: (not c.traditional, c.name)):
            if len(c.faces) > 1:
                self._by_front.setdefault(name_key(c.front.name), c)
                for f in c.faces[1:]:
                    self._by_other_face.setdefault(name_key(f.name), c)
        self._tokens = {name_key(t.name): t for t in self.tokens}

    @classmethod
    def from_lines(cls, lines: Iterable[str]) -> CardDatabase:
        """Read the database from its lines (header first); raises ValueError on a bad line."""
        it = iter(lines)
        try:
            header = json.loads(next(it))
        except (StopIteration, json.JSONDecodeError) as exc:
            raise ValueError(f"card database: bad header: {exc}") from exc
        cards: list[CardRecord] = []
        tokens: list[CardRecord] = []
        loads = json.loads
        try:
            records = [_record(loads(line)) for line in it if line]
        except (json.JSONDecodeError, KeyError, ValueError, TypeError) as exc:
            raise ValueError(f"card database: bad record: {exc}") from exc
        for rec in records:
            (tokens if CardFlag.TOKEN in rec.flags else cards).append(rec)
        return cls(header, tuple(cards), tuple(tokens))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CardRecord]:
        return iter(self.cards)

    def row(self, name: str) -> int | None:
        """The row of the card called exactly ``name`` in this database: its index in
        :attr:`cards` (sorted by name), or ``len(cards) + k`` for the ``k``-th token of
        :attr:`tokens`; None for a name neither holds. Stable for a given database file (the
        header's ``inputs`` digests identify it), e.g. as an embedding index for learning."""
        return self._rows.get(name)

    def get(self, name: str) -> CardRecord | None:
        """The card called ``name`` (its full name, or its front face's), or None."""
        key = name_key(name)
        return self._by_name.get(key) or self._by_front.get(key)

    def lookup(self, name: str) -> CardRecord:
        """The card called ``name`` (see the module docstring for the accepted forms).

        Raises UnknownCardError naming the closest card names when there is none; a back face's
        name is answered with the card it belongs to as the suggestion (a decklist names a
        card by its name or front face's, never by another face's). :meth:`lookup_face`
        also finds a card by any face's name.
        """
        card = self.get(name)
        if card is not None:
            return card
        raise UnknownCardError(name, detail="not in the card database",
                               suggestion=self.suggest(name))

    def lookup_face(self, name: str) -> CardRecord:
        """Like :meth:`lookup`, but also the card one of whose other faces (a back face, a
        split card's second half, an Adventure) is called ``name`` (:meth:`face_of` tells
        such a name). Raises UnknownCardError (with a suggestion) when no face has it."""
        return self.get(name) or self._by_other_face.get(name_key(name)) or self.lookup(name)

    def face_of(self, name: str) -> CardRecord | None:
        """The card ``name`` names a face of other than its front face (``"Insectile
        Aberration"``: Delver of Secrets // Insectile Aberration), or None when ``name`` is a
        card's name or front face's name, or no face's."""
        key = name_key(name)
        if key in self._by_name or key in self._by_front:
            return None
        return self._by_other_face.get(key)

    def suggest(self, name: str) -> str | None:
        """The card name closest to ``name`` (the whole card for a back face's name), or None."""
        import difflib  # only on this error path, to keep ``import mtgrules`` fast

        key = name_key(name)
        other = self._by_other_face.get(key)
        if other is not None:
            return other.name
        close = difflib.get_close_matches(key, self._by_name.keys(), n=1, cutoff=0.75)
        if not close:
            close = difflib.get_close_matches(key, self._by_front.keys(), n=1, cutoff=0.75)
            if close:
                return self._by_front[close[0]].name
        return self._by_name[close[0]].name if close else None

    def token(self, name: str) -> CardRecord:
        """The token or dungeon called ``name``; raises UnknownCardError if there is none."""
        t = self._tokens.get(name_key(name))
        if t is None:
            raise UnknownCardError(name, detail="not a token of the card database")
        return t

    def set_codes(self) -> frozenset[str]:
        """Every set code some card was printed in (upper case, e.g. ``"AFR"``)."""
        return frozenset(s for c in self.cards for s in c.sets)

    def search(self, name: str | None = None, set_code: str | None = None,
               type_: str | None = None, text: str | None = None) -> list[CardRecord]:
        """Cards matching every given criterion, in name order.

        ``name``: a substring of the card's or a face's name (compared as :func:`name_key`);
        ``set_code``: a set the card was printed in (any case); ``type_``: words that all occur
        in some face's type line (any case); ``text``: a substring of some face's Oracle text
        (any case, curly quotes as straight ones).
        """
        name_k = name_key(name) if name else None
        set_k = set_code.upper() if set_code else None
        type_words = type_.casefold().split() if type_ else []
        text_k = text.translate(_PUNCT).casefold() if text else None
        out = []
        for c in self.cards:
            if name_k and name_k not in name_key(c.name):
                continue
            if set_k and set_k not in c.sets:
                continue
            if type_words and not any(
                    all(w in (f.type_line or "").casefold() for w in type_words)
                    for f in c.faces):
                continue
            if text_k and not any(text_k in (f.oracle_text or "").translate(_PUNCT).casefold()
                                  for f in c.faces):
                continue
            out.append(c)
        return out

    def booster(self, set_code: str) -> dict[str, Any]:
        """The booster collation of ``set_code`` (MTGJSON's ``booster.default``: booster kinds
        with weights, sheets with cards and weights); raises KeyError when there is none."""
        boosters: dict[str, Any] = self.header.get("boosters", {})
        return dict(boosters[set_code.upper()])


@cache
def database() -> CardDatabase:
    """The packaged card database, read on first use and kept (under a second).

    Raises ValueError if the packaged file is corrupt.
    """
    raw = Path(__file__).with_name(DB_FILE).read_bytes()
    return CardDatabase.from_lines(lzma.decompress(raw).decode("utf-8").split("\n"))
