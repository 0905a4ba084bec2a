"""Commander games in the browser (CR 903): the Commander decks shipped for the page, and a
deck field read as a Commander deck (its commander named in the list, the deck rules of
903.5 checked).
"""

from __future__ import annotations

from importlib import resources

from mtgrules.cards.status import parse_playable_decklist
from mtgrules.deck_checks import DeckFormat, check_deck, registry_facts
from mtgrules.errors import DeckError, MtgRulesError

#: The Commander decks a browser game can pick by name (``web/decks/<name>.txt``).
COMMANDER_DECKS: tuple[str, ...] = ("commander-green", "commander-red")


class CommanderDeckError(MtgRulesError):
    """A deck field that is not a legal Commander deck; ``line`` is the decklist line at
    fault (0 when none)."""

    def __init__(self, message: str, line: int = 0) -> None:
        super().__init__(message)
        self.line = line


def commander_deck(spec: str) -> tuple[list[str], list[str]]:
    """The ``(library, commanders)`` card names of ``spec``: one of :data:`COMMANDER_DECKS`
    or a pasted decklist naming its commander (a ``Commander`` section, CR 903.3). Raises
    CommanderDeckError for a bad list or one that breaks the Commander deck rules (903.5)."""
    if spec in COMMANDER_DECKS:
        text = (resources.files("mtgrules.web") / "decks" / f"{spec}.txt").read_text("utf-8")
        source = spec
    elif "\n" in spec.strip():
        text, source = spec, "decklist"
    else:
        raise CommanderDeckError(f"{spec[:40]!r} is not a Commander deck "
                                 f"({', '.join(COMMANDER_DECKS)}); paste a Commander decklist")
    try:
        deck = parse_playable_decklist(text, source)
    except DeckError as e:
        raise CommanderDeckError(str(e), e.line) from e
    problems = check_deck(deck, DeckFormat.COMMANDER, registry_facts)
    if problems:
        raise CommanderDeckError("not a legal Commander deck: " + "; ".join(problems))
    commanders, library = deck.commander_split()
    return library, commanders
