"""Validation of ``Game.new``'s arguments (CR 103: starting a game)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtgrules.carddb import find_card
from mtgrules.cards.registry import get_card
from mtgrules.cards.status import require_implemented
from mtgrules.errors import (
    CardProblem,
    CardProblemKind,
    DeckError,
    GameSetupError,
    UnimplementedCardError,
    UnknownCardError,
)

MAX_PLAYERS = 16

MAX_DECK = 10_000
"""Most cards a deck given to ``Game.new`` may hold (a game must stay savable)."""
MAX_LIFE = 1_000_000


def check_setup(decks: Any, names: Any, seed: Any, first_player: Any,
                 life: Any) -> tuple[list[list[str]], list[str]]:
    """Validate ``Game.new``'s arguments; return the decks and the (unique) player names.

    Raises DeckError, UnknownCardError or GameSetupError (see ``Game.new``).
    """
    if isinstance(decks, str | bytes) or not isinstance(decks, Sequence):
        raise DeckError(f"decks must be a list of decks (lists of card names), got "
                        f"{type(decks).__name__}", source="Game.new")
    if not 2 <= len(decks) <= MAX_PLAYERS:
        raise DeckError(f"a game needs 2 to {MAX_PLAYERS} decks (one per player), got "
                        f"{len(decks)}", source="Game.new")
    out: list[list[str]] = []
    for i, deck in enumerate(decks):
        if isinstance(deck, str | bytes) or not isinstance(deck, Sequence):
            raise DeckError(f"deck {i + 1} must be a list of card names, got "
                            f"{type(deck).__name__} {deck!r:.40}", source="Game.new")
        if len(deck) > MAX_DECK:
            raise DeckError(f"deck {i + 1} has {len(deck)} cards, more than {MAX_DECK}",
                            source="Game.new")
        for j, card in enumerate(deck):
            if not isinstance(card, str):
                raise DeckError(f"deck {i + 1}, card {j + 1}: a card name is a string, got "
                                f"{card!r:.40}", source="Game.new")
        check_deck_cards(deck, f"deck {i + 1}")
        out.append(list(deck))
    if names is None or (isinstance(names, Sequence) and not isinstance(names, str)
                         and len(names) == 0):
        names = [f"Player {i + 1}" for i in range(len(decks))]
    if isinstance(names, str | bytes) or not isinstance(names, Sequence):
        raise GameSetupError(f"names must be a list of player names, got {names!r:.40}")
    if len(names) != len(decks):
        raise GameSetupError(f"{len(names)} player names for {len(decks)} decks")
    unique: list[str] = []
    for i, n in enumerate(names):
        if not isinstance(n, str) or not n.strip() or len(n) > 200:
            raise GameSetupError(f"player name {i + 1} must be a non-empty string of at most "
                                 f"200 characters, got {n!r:.40}")
        k, name = 2, n
        while name in unique or (name != n and name in names):
            name, k = f"{n} ({k})", k + 1
        unique.append(name)
    if type(seed) is not int:
        raise GameSetupError(f"seed must be an int, got {seed!r:.40}")
    if first_player is not None and (type(first_player) is not int
                                     or not 0 <= first_player < len(decks)):
        raise GameSetupError(f"first_player must be a player index 0..{len(decks) - 1}, got "
                             f"{first_player!r:.40}")
    if type(life) is not int or not 1 <= life <= MAX_LIFE:
        raise GameSetupError(f"starting life must be an int in 1..{MAX_LIFE}, got "
                             f"{life!r:.40} (CR 103.4)")
    return out, unique


def check_commanders(commanders: Any, players: int) -> list[list[str]] | None:
    """Validate ``Game.new``'s ``commanders`` (CR 903.3, 702.124: one commander, or two
    partners, per player); None for a game that is not a Commander game.

    Raises GameSetupError for a value that is not one list of one or two card names per deck,
    and UnknownCardError/UnimplementedCardError for a name the engine can't play."""
    if commanders is None:
        return None
    if isinstance(commanders, str | bytes) or not isinstance(commanders, Sequence) or \
            len(commanders) != players:
        raise GameSetupError(f"commanders must be one list of card names per deck ({players}), "
                             f"got {commanders!r:.60} (CR 903.3)")
    out: list[list[str]] = []
    for i, cards in enumerate(commanders):
        if isinstance(cards, str | bytes) or not isinstance(cards, Sequence) or \
                not 1 <= len(cards) <= 2 or not all(isinstance(c, str) for c in cards):
            raise GameSetupError(f"commanders of deck {i + 1} must be a list of one or two "
                                 f"card names, got {cards!r:.60} (CR 903.3, 702.124)")
        check_deck_cards(cards, f"the commander of deck {i + 1}")
        out.append(list(cards))
    return out


def check_deck_cards(deck: Sequence[str], where: str) -> None:
    """Check that every card name of ``deck`` is registered, each different name once.

    Raises UnknownCardError (with a suggestion when one is close) for the first name no card
    has, else one UnimplementedCardError naming every card of the card database the engine
    can't play (``problems``, in deck order, each with its first unsupported line); both
    name ``where``."""
    unimplemented: list[CardProblem] = []
    for name in dict.fromkeys(deck):
        try:
            get_card_at(name, where)
        except UnimplementedCardError as exc:
            unimplemented.append(CardProblem(CardProblemKind.UNIMPLEMENTED, name, exc.name,
                                             unsupported=exc.unsupported))
    if unimplemented:
        first = unimplemented[0]
        raise UnimplementedCardError(first.name, first.unsupported, where, unimplemented)


def get_card_at(name: str, where: str) -> None:
    """Check that card ``name`` is registered. Raises UnimplementedCardError for a card of
    the card database the engine can't play, UnknownCardError (with a suggestion when one is
    close) for any other name; both name ``where``."""
    try:
        get_card(name)
    except UnknownCardError:
        require_implemented(name, where)  # a card of the database, or a close misspelling
        # An implemented card written another way (a front face, another letter case): the
        # API takes exact names, so say which.
        rec = find_card(name)
        raise UnknownCardError(name, where, suggestion=rec.name if rec is not None else None,
                               detail="not the engine's name for a card") from None
