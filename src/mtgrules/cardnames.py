"""Card-name matching for decklists: the spellings Arena accepts for one card.

:func:`card_name_key` is the one place that says when two written names mean the same card
(letter case, curly apostrophes and quotes, accents, spacing, ``A//B`` against ``A // B``); it is
kept small so that it can later defer to the card database's own normalisation.
:class:`CardNameIndex` resolves a written name to the registered name, front faces included.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Callable, Iterable

__all__ = ["CardNameIndex", "card_name_key"]

_PUNCTUATION = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u02bc": "'", "\u2032": "'", "`": "'",
    "\u00b4": "'", "\u201c": '"', "\u201d": '"', "\u2010": "-", "\u2011": "-", "\u2013": "-",
    "\u2014": "-", "\u00a0": " ",
})


def card_name_key(name: str) -> str:
    """The matching key of a card name: Unicode-normalised (NFKD) with accents dropped, curly
    apostrophes, quotes and dashes made plain, runs of whitespace made one space, the halves of
    a split or double-faced card joined by ``" // "``, then case-folded.

    ``card_name_key("LIM-DÛL’S  vault") == card_name_key("Lim-Dûl's Vault")``.
    """
    text = unicodedata.normalize("NFKD", name.translate(_PUNCTUATION))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    halves = [" ".join(h.split()) for h in text.split("//")]
    return " // ".join(halves).casefold()


class CardNameIndex:
    """Resolve written card names to the names of ``names`` (the known cards).

    A card written as its full name in any spelling :func:`card_name_key` equates, as its front
    face alone (``"Fire"`` for ``"Fire // Ice"``), or as ``"A // B"`` when the card is known by
    its front face ``"A"`` (a double-faced card), resolves to the known name. A name none of
    ``names`` matches is asked of ``also`` (the card database's lookup, which forgives case and
    front faces for every card), when given.

    :meth:`suggest` gives the closest name for an unknown one: ``suggester``'s answer when
    given, else the closest of ``names``.
    """

    __slots__ = ("_also", "_by_key", "_suggester")

    def __init__(self, names: Iterable[str], also: Callable[[str], str | None] | None = None,
                 suggester: Callable[[str], str | None] | None = None) -> None:
        self._by_key: dict[str, str] = {}
        self._also = also
        self._suggester = suggester
        fronts: dict[str, str] = {}
        for name in names:
            key = card_name_key(name)
            self._by_key.setdefault(key, name)
            if " // " in key:
                fronts.setdefault(key.split(" // ")[0], name)
        for key, name in fronts.items():
            self._by_key.setdefault(key, name)

    def resolve(self, written: str) -> str | None:
        """The known name ``written`` stands for, or None."""
        key = card_name_key(written)
        found = self._by_key.get(key)
        if found is None and " // " in key:
            found = self._by_key.get(key.split(" // ")[0])
        if found is None and self._also is not None:
            found = self._also(written)
        return found

    def suggest(self, written: str) -> str | None:
        """The known name closest to ``written`` (a misspelling), or None when none is close."""
        if self._suggester is not None:
            found = self._suggester(written)
            if found is not None:
                return found
        close = difflib.get_close_matches(card_name_key(written), list(self._by_key), n=1,
                                          cutoff=0.6)
        return self._by_key[close[0]] if close else None
