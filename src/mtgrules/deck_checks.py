"""Deck-construction rules (CR 100.2a-b, 100.4a): what a constructed or limited deck needs.

:func:`check_deck` lists the problems of a :class:`~mtgrules.decks.Decklist` for a format;
``mtgrules play --format constructed|limited|commander`` refuses a deck with problems, and
without ``--format`` the problems are only reported. The Commander rules (CR 903.3-903.5)
are :func:`commander_deck_problems`.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass

from mtgrules.carddb import find_card
from mtgrules.cards.registry import get_card, is_known_card
from mtgrules.commander_partners import CommanderCard, pair_problem
from mtgrules.decks import COMMANDER_DECK, Decklist
from mtgrules.errors import DeckError
from mtgrules.rules.commander import color_identity

__all__ = ["CardFacts", "DeckFormat", "card_facts", "check_deck", "commander_deck_problems",
           "copies_allowed"]


class DeckFormat(enum.Enum):
    """Which deck-construction rules apply."""

    CONSTRUCTED = "constructed"  # CR 100.2a, 100.4a
    LIMITED = "limited"          # CR 100.2b
    COMMANDER = "commander"      # CR 903.5
    NONE = "none"                # casual: no checks


#: Minimum main-deck size by format (CR 100.2a, 100.2b).
MIN_DECK = {DeckFormat.CONSTRUCTED: 60, DeckFormat.LIMITED: 40}
#: Copies of a card a constructed deck may hold, main deck and sideboard together (CR 100.2a).
MAX_COPIES = 4
#: Cards a constructed sideboard may hold (CR 100.4a).
MAX_SIDEBOARD = 15

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
          "fourteen": 14, "fifteen": 15}
_ANY_NUMBER = re.compile(r"\bA deck can have any number of cards named\b", re.IGNORECASE)
_UP_TO = re.compile(r"\bA deck can have up to (\w+) cards named\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What deck construction needs to know about a card: whether it is a basic land
    (supertype Basic, CR 205.4c) and its Oracle text (for "A deck can have any number of
    cards named ...")."""

    basic_land: bool
    oracle: str = ""


def copies_allowed(facts: CardFacts | None) -> int | None:
    """How many copies of a card a constructed deck may hold, None for any number: basic
    lands and cards that say "A deck can have any number of cards named ..." have no limit,
    "A deck can have up to seven cards named ..." allows seven, others four (CR 100.2a)."""
    if facts is None:
        return MAX_COPIES
    if facts.basic_land or _ANY_NUMBER.search(facts.oracle):
        return None
    m = _UP_TO.search(facts.oracle)
    if m:
        word = m.group(1).lower()
        return int(word) if word.isdigit() else _WORDS.get(word, MAX_COPIES)
    return MAX_COPIES


def check_deck(deck: Decklist, fmt: DeckFormat,
               facts: Callable[[str], CardFacts | None]) -> list[str]:
    """The deck-construction problems of ``deck`` under ``fmt``, as sentences citing the rule
    (empty when the deck is legal or ``fmt`` is NONE). ``facts(name)`` gives a card's
    :class:`CardFacts`, or None when unknown (then the four-copy limit applies)."""
    if fmt is DeckFormat.NONE:
        return []
    if fmt is DeckFormat.COMMANDER:
        return commander_deck_problems(deck, facts)
    problems: list[str] = []
    size = len(deck)
    if size < MIN_DECK[fmt]:
        rule = "100.2a" if fmt is DeckFormat.CONSTRUCTED else "100.2b"
        problems.append(f"the main deck has {size} cards; a {fmt.value} deck needs at least "
                        f"{MIN_DECK[fmt]} (CR {rule})")
    if fmt is DeckFormat.CONSTRUCTED:
        side = sum(e.count for e in deck.sideboard)
        if side > MAX_SIDEBOARD:
            problems.append(f"the sideboard has {side} cards; a constructed sideboard holds at "
                            f"most {MAX_SIDEBOARD} (CR 100.4a)")
        counts: dict[str, int] = {}
        for e in (*deck.main, *deck.sideboard):
            counts[e.name] = counts.get(e.name, 0) + e.count
        for name, n in counts.items():
            limit = copies_allowed(facts(name))
            if limit is not None and n > limit:
                problems.append(f"{n} copies of {name!r} (deck and sideboard together); at most "
                                f"{limit} are allowed (CR 100.2a, 100.4a)")
    return problems


def registry_facts(name: str) -> CardFacts | None:
    """:class:`CardFacts` of a registered card, None for a name the registry doesn't know."""
    if not is_known_card(name):
        return None
    d = get_card(name)
    return CardFacts("Basic" in d.type_line.supertypes and "Land" in d.type_line.types,
                     d.oracle or "")


def card_facts(name: str) -> CardFacts | None:
    """:class:`CardFacts` of any card: the registry's definition when it has one (played
    cards), else the card database's record (a card a deck names but the engine can't play
    yet, so ``mtgrules deck check`` counts its copies right), else None."""
    facts = registry_facts(name)
    if facts is not None:
        return facts
    card = find_card(name)
    if card is None:
        return None
    front = card.front
    return CardFacts("Basic" in front.supertypes and "Land" in front.types,
                     "\n".join(f.oracle_text or "" for f in card.faces))


_CAN_BE_COMMANDER = re.compile(r"\bcan be your commander\b", re.IGNORECASE)


def _face_facts(name: str) -> tuple[set[str], set[str], set[str], str] | None:
    """(supertypes, types, subtypes, Oracle text) of the card named ``name`` (its front face),
    from the registry or the card database; None for a name neither knows."""
    if is_known_card(name):
        d = get_card(name)
        return (set(d.type_line.supertypes), set(d.type_line.types), set(d.type_line.subtypes),
                d.oracle or "")
    rec = find_card(name)
    if rec is None:
        return None
    f = rec.front
    return set(f.supertypes), set(f.types), set(f.subtypes), \
        "\n".join(x.oracle_text or "" for x in rec.faces)


def _commander_card(name: str,
                    facts: tuple[set[str], set[str], set[str], str] | None) -> CommanderCard:
    sup, types, subtypes, text = facts or (set(), set(), set(), "")
    return CommanderCard(name, frozenset(sup), frozenset(types), frozenset(subtypes), text)


def _identity(name: str) -> tuple[str, ...] | None:
    try:
        return color_identity(name)
    except ValueError:  # UnknownCardError: a name no card has (reported as unknown)
        return None


def commander_deck_problems(deck: Decklist,
                            facts: Callable[[str], CardFacts | None]) -> list[str]:
    """The Commander deck-construction problems of ``deck`` (CR 903.3-903.5), as sentences
    citing the rule: a commander named (:meth:`~mtgrules.decks.Decklist.commander_split`) that
    is a legendary creature or Vehicle or says it "can be your commander" (903.3, 903.3a), two
    only as partners or a commander and a Background (702.124); exactly 100 cards with the
    commander (903.5a); one of each card but basic lands and cards that say a deck can have any
    number (903.5b); every card's color identity within the commander's (903.5c); no
    sideboard (903.5e)."""
    try:
        commanders, library = deck.commander_split()
    except DeckError as e:
        return [e.message]
    problems: list[str] = []
    known = {n: _face_facts(n) for n in commanders}
    for n in commanders:
        f = known[n]
        if f is None:
            continue
        sup, types, subtypes, text = f
        if not (("Legendary" in sup and ("Creature" in types or "Vehicle" in subtypes))
                or _CAN_BE_COMMANDER.search(text) or (len(commanders) == 2
                                                       and "Background" in subtypes)):
            problems.append(f"the commander {n!r} is not a legendary creature (CR 903.3)")
    if len(commanders) == 2:
        a, b = (_commander_card(n, known[n]) for n in commanders)
        pair = pair_problem(a, b)  # CR 702.124
        if pair is not None:
            problems.append(pair)
    total = len(commanders) + len(library)
    if total != COMMANDER_DECK:
        problems.append(f"the deck has {total} cards with its commander; a Commander deck has "
                        f"exactly {COMMANDER_DECK} (CR 903.5a)")
    if deck.commanders and deck.sideboard:
        problems.append(f"a sideboard of {sum(e.count for e in deck.sideboard)} cards; "
                        "Commander games use no sideboard (CR 903.5e)")
    counts: dict[str, int] = {}
    for n in (*commanders, *library):
        counts[n] = counts.get(n, 0) + 1
    for n, c in counts.items():
        if c > 1 and copies_allowed(facts(n) or card_facts(n)) is not None:
            problems.append(f"{c} copies of {n!r}; a Commander deck has one of each card but "
                            "basic lands (CR 903.5b)")
    allowed = {c for n in commanders for c in (_identity(n) or ())}
    for n in dict.fromkeys(library):
        ident = _identity(n)
        outside = [c for c in ident or () if c not in allowed]
        if outside:
            problems.append(f"{n!r} has {''.join(outside)} in its color identity, outside the "
                            f"commander's ({''.join(sorted(allowed, key='WUBRG'.index)) or 'colorless'}) "
                            "(CR 903.5c)")
    return problems
