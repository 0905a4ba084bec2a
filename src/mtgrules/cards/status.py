"""Card status: can the engine play a card of the database, and if not, which lines and why.

A card is *implemented* when the engine has a definition for it that covers all of its text.
The answer comes from the first **status provider** that has one: providers are tried in order
(:data:`STATUS_PROVIDERS`; the hand-written registry first) and each returns a
:class:`CardStatus` or None ("not mine"). A card no provider claims has every Oracle line
unsupported with the reason ``"no definition yet"``. To plug in another source of definitions
(the Oracle compiler), call :func:`add_status_provider`; it is tried after the registry.

Before any provider, two rules hold (issue 9, "never silently approximate"): a card with a face
the data has no text for is never implemented, and Alchemy, Un-/playtest and non-traditional
cards (planes, schemes, vanguards) are excluded from play.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

from mtgrules.carddb import CardFlag, CardRecord, database
from mtgrules.cardnames import CardNameIndex
from mtgrules.cards.registry import card_names, is_known_card
from mtgrules.decks import Decklist, load_deck, parse_decklist
from mtgrules.errors import UnimplementedCardError, UnknownCardError, UnsupportedLine

__all__ = [
    "NO_DEFINITION", "STATUS_PROVIDERS", "CardStatus", "StatusProvider", "UnsupportedLine",
    "add_status_provider", "card_status", "find_status", "record_status",
    "require_implemented",
]

#: Reason given for a line of a card no provider has a definition for.
NO_DEFINITION = "no definition yet"
NO_TEXT = "no Oracle text in the card data"

_EXCLUDED = (
    (CardFlag.ALCHEMY, "Alchemy (digital rebalanced) card: excluded from play"),
    (CardFlag.FUNNY, "Un-set or playtest card: excluded from play"),
    (CardFlag.NON_TRADITIONAL, "plane, scheme or vanguard (not traditional Magic): excluded "
                               "from play"),
    (CardFlag.TOKEN, "a token, not a card"),
)


@dataclass(frozen=True, slots=True)
class CardStatus:
    """Whether the engine plays a card, and the lines it can't play yet with their reasons.

    ``implemented`` is True exactly when ``unsupported`` is empty. ``provider`` names who
    answered (``"registry"``, ``"none"``, ``"data"`` for the rules above, or a plugged-in
    provider's name).
    """

    implemented: bool
    unsupported: tuple[UnsupportedLine, ...] = ()
    provider: str = ""

    def __post_init__(self) -> None:
        if self.implemented == bool(self.unsupported):
            raise ValueError("a CardStatus is implemented exactly when no line is unsupported")


#: A status provider: given a card of the database, its status, or None when it has no say.
StatusProvider = Callable[[CardRecord], CardStatus | None]

IMPLEMENTED_BY_REGISTRY = CardStatus(True, (), "registry")


def registry_status(card: CardRecord) -> CardStatus | None:
    """Implemented when the hand-written registry (:mod:`mtgrules.cards.registry`) has a
    definition under the card's name or its front face's name; else None."""
    if is_known_card(card.name) or is_known_card(card.front.name):
        return IMPLEMENTED_BY_REGISTRY
    return None


#: The providers, tried in order; the first that returns a status decides.
STATUS_PROVIDERS: list[StatusProvider] = [registry_status]


def add_status_provider(provider: StatusProvider) -> None:
    """Try ``provider`` after those already there (the hand-written registry stays first).
    Adding the same provider twice has no effect."""
    if provider not in STATUS_PROVIDERS:
        STATUS_PROVIDERS.append(provider)


def all_lines_unsupported(card: CardRecord, reason: str) -> tuple[UnsupportedLine, ...]:
    """Every Oracle line of every face with ``reason``; a face without rules text (a vanilla
    creature) or without known text gives one entry with ``line == ""``."""
    out: list[UnsupportedLine] = []
    for f in card.faces:
        lines = f.lines or ("",)
        out.extend(UnsupportedLine(line, reason, f.name) for line in lines)
    return tuple(out)


def record_status(card: CardRecord) -> CardStatus:
    """The status of a card of the database (see the module docstring for the order)."""
    for flag, why in _EXCLUDED:
        if flag in card.flags and not is_known_card(card.name):
            return CardStatus(False, (UnsupportedLine("", why, card.name),), "data")
    if card.incomplete:
        return CardStatus(False, tuple(
            UnsupportedLine("", NO_TEXT, f.name) for f in card.faces if f.oracle_text is None),
            "data")
    for provider in STATUS_PROVIDERS:
        status = provider(card)
        if status is not None:
            return status
    return CardStatus(False, all_lines_unsupported(card, NO_DEFINITION), "none")


def find_status(name: str) -> CardStatus | None:
    """The status of the card called ``name`` (any form the database accepts), or None when it
    is neither registered under exactly that name nor in the database."""
    if is_known_card(name):
        return IMPLEMENTED_BY_REGISTRY  # no need to read the database
    card = database().get(name)
    return record_status(card) if card is not None else None


def card_status(name: str) -> CardStatus:
    """The status of the card called ``name``; raises UnknownCardError (with a did-you-mean
    suggestion) when it is neither registered nor in the database."""
    status = find_status(name)
    if status is None:
        database().lookup(name)  # raises UnknownCardError with a suggestion
        raise UnknownCardError(name)  # pragma: no cover  (lookup raised)
    return status


def require_implemented(name: str, where: str = "") -> CardStatus:
    """Check that the engine plays the card called ``name``; returns its status.

    Raises UnknownCardError when no card has that name, and UnimplementedCardError naming the
    card and its first unsupported line (all of them in ``.unsupported``) when it is in the
    database but not implemented. ``where`` (a file and line) prefixes the message.
    """
    status = find_status(name)
    if status is None:
        try:
            database().lookup(name)
        except UnknownCardError as exc:
            raise UnknownCardError(name, where, suggestion=exc.suggestion,
                                   detail="not in the card database") from None
    elif not status.implemented:
        raise UnimplementedCardError(name, status.unsupported, where)
    assert status is not None
    return status


def implemented_names(cards: Iterable[CardRecord]) -> list[str]:
    """Names of the implemented cards among ``cards``, in the given order."""
    return [c.name for c in cards if record_status(c).implemented]


def playable_card(name: str) -> bool:
    """A ``known_card`` check for decklists (:func:`mtgrules.decks.parse_decklist`): True when
    the engine has a definition under exactly ``name``; False when no card has that name (or
    the engine knows it under another spelling: the decklist then says "unknown card" with a
    suggestion). Raises UnimplementedCardError for a card of the database it can't play."""
    if is_known_card(name):
        return True
    status = find_status(name)
    if status is not None and not status.implemented:
        raise UnimplementedCardError(name, status.unsupported)
    return False


def load_playable_deck(spec: str, collect: bool = False) -> Decklist:
    """A built-in deck or decklist file (:func:`mtgrules.decks.load_deck`) whose every main-deck
    card the engine can play. Names resolve to every card of the database in any letter case
    or by a front face (:func:`deck_name_index`).

    Raises one DeckError naming every main-deck card that can't be played, each with its line
    (``problems``): an UnimplementedDeckCardError (also an UnimplementedCardError) when all of
    them are cards of the database it can't play, a DeckError with did-you-mean suggestions
    when some names are unknown. Sideboard cards never raise: the sideboard is not used in a
    game (CR 100.4); those that can't be played are warnings in ``Decklist.problems``. With
    ``collect``, nothing raises for a card: every problem is in ``Decklist.problems`` (what
    ``mtgrules deck check`` reports). An empty decklist is a 0-card deck, which plays by the
    rules (CR 103.5, 704.5b); the deck checks report it (:mod:`mtgrules.deck_checks`)."""
    return load_deck(spec, known_card=playable_card, all_names=deck_name_index(),
                     allow_empty=True, collect=collect)


def parse_playable_decklist(text: str, source: str = "<text>") -> Decklist:
    """Like :func:`load_playable_deck` for a decklist's text (a deck pasted in the browser):
    the same names resolve, the same errors are raised."""
    return parse_decklist(text, source, known_card=playable_card, all_names=deck_name_index())


@cache
def _multi_face_names() -> tuple[str, ...]:
    return tuple(c.name for c in database() if len(c.faces) > 1)


def deck_names() -> list[str]:
    """The names a decklist's written names resolve to: the engine's defined cards and every
    multi-face card of the database (``"A // B"``), so a split, adventurer or double-faced card
    written by its front face (``4 Rimrock Knight``, as Arena exports it) is found; whether it
    is playable is then :func:`playable_card`'s answer. (:func:`deck_name_index` also finds
    every other card of the database in any letter case.)"""
    return [*card_names(), *_multi_face_names()]


def _database_name(written: str) -> str | None:
    card = database().get(written)
    return card.name if card is not None else None


def deck_name_index() -> CardNameIndex:
    """The index decklist names resolve with: the engine's defined cards the database doesn't
    have under that exact name (test cards, say) first, then every card of the database by its
    name or its front face's, in any letter case, with curly or straight apostrophes, accents
    or not (:meth:`mtgrules.carddb.CardDatabase.get`; the defined cards it has are found there,
    so the index stays small however many cards were compiled). Suggestions for a misspelt name come from the
    database (:meth:`~mtgrules.carddb.CardDatabase.suggest`), else from the defined cards."""
    db = database()
    own = [n for n in card_names() if (c := db.get(n)) is None or c.name != n]
    return CardNameIndex(own, also=_database_name, suggester=db.suggest)
