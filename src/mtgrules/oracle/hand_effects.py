"""Sentences of :mod:`mtgrules.model.hand_effects`:

- ``"Look at target player's hand"`` (CR 402.3; the player phrase is the shared reader's:
  "target player's", "target opponent's", "each opponent's");
- ``"Discard a card at random"``, ``"Target player discards two cards at random"``
  (CR 701.9a), also after ``"Draw two cards, then"`` (the compound joiner of
  :mod:`mtgrules.oracle.effects_compound` reads the two parts).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import Fixed, You
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.hand_effects import DiscardAtRandom, LookAtHand
from mtgrules.model.refs import PlayerRef
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap
from mtgrules.oracle.phrases import parse_word_number, word_number

_LOOK = re.compile(r"Look at (.+)'s hand")
_AT_RANDOM = re.compile(r"(?:(.+) discards|Discard) (a|\w+) cards? at random")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it."""
    m = _LOOK.fullmatch(s)
    if m:
        whose = effects._player(m.group(1), slots)  # "target player", "each opponent"
        return None if whose is None or isinstance(whose, You) else [LookAtHand(whose)]
    m = _AT_RANDOM.fullmatch(s)
    if m:
        n = parse_word_number(m.group(2))
        if n is None or n < 1 or (n == 1) != (m.group(2) == "a") or \
                (n == 1) == s.endswith("cards at random"):
            return None
        who: PlayerRef = You()
        if m.group(1) is not None:
            named = effects._player(m.group(1)[0].lower() + m.group(1)[1:], slots)
            if named is None or isinstance(named, You):
                return None
            who = named
        return [DiscardAtRandom(Fixed(n), who)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes. Raises
    ValueError for a node of this family that has no rendering."""
    if isinstance(e, LookAtHand):
        return f"Look at {effects._render_player(e.who, targets)}'s hand"
    if isinstance(e, DiscardAtRandom):
        if not isinstance(e.count, Fixed):
            raise ValueError("a count of cards that isn't printed")
        n = e.count.n
        cards = "a card" if n == 1 else f"{word_number(n)} cards"
        if isinstance(e.who, You):
            return f"Discard {cards} at random"
        return f"{cap(effects._render_player(e.who, targets))} discards {cards} at random"
    return None
