"""Drafting agents: given the draft and a seat, the index of the card to take from its pack.

- :class:`RandomDrafter`: a uniformly random card (seeded).
- :class:`PickOrderDrafter`: the best-rated card (:mod:`mtgrules.limited.ratings`); after
  :data:`COMMIT_AFTER` picks it favours the two colours it has picked most (a simple
  "stay in your lane" bot). Ties break by position in the pack.
- :class:`HumanDrafter`: asks a person through ``ask(prompt) -> str`` and ``say(text)``
  callables (the terminal in ``mtgrules draft --human``).

A drafter's state is its seed (the random one keeps an :class:`~mtgrules.rng.Rng`), so a
draft with the same drafters and seed is the same draft.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from mtgrules.limited.card_facts import card_facts
from mtgrules.limited.draft import Draft
from mtgrules.limited.ratings import rating
from mtgrules.rng import Rng

#: Picks after which the pick-order drafter favours its two main colours.
COMMIT_AFTER = 5
#: Rating bonus of an on-colour card once committed (and of a colourless one).
ON_COLOR_BONUS = 1.0

DRAFTERS = ("pick-order", "random")


class Drafter(Protocol):
    """A drafting agent: ``choose(draft, seat)`` returns an index of ``draft.packs[seat]``."""

    def choose(self, draft: Draft, seat: int) -> int:
        """The index of the card ``seat`` takes from its pack."""
        ...


class RandomDrafter:
    """Takes a uniformly random card of the pack, from its own seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, draft: Draft, seat: int) -> int:
        """A random position of the seat's pack."""
        return self.rng.below(len(draft.packs[seat]))


def main_colors(pool: tuple[str, ...]) -> tuple[str, ...]:
    """The (up to) two colours with the highest total rating in ``pool``, colour order on a
    tie."""
    score: dict[str, float] = {}
    for name in pool:
        for c in card_facts(name).colors:
            score[c] = score.get(c, 0.0) + rating(name)
    ranked = sorted((c for c in score if score[c] > 0), key=lambda c: (-score[c], "WUBRG".index(c)))
    return tuple(ranked[:2])


class PickOrderDrafter:
    """Takes the best-rated card of the pack; once it has :data:`COMMIT_AFTER` picks, a card
    within its two main colours (or colourless) gets :data:`ON_COLOR_BONUS`."""

    def choose(self, draft: Draft, seat: int) -> int:
        """The position of the best card for this seat (the first of equals)."""
        pool = draft.pool(seat)
        lane = main_colors(pool) if len(pool) >= COMMIT_AFTER else ()

        def value(name: str) -> float:
            r = rating(name)
            if lane and r > 0 and all(c in lane for c in card_facts(name).colors):
                r += ON_COLOR_BONUS
            return r

        pack = draft.packs[seat]
        return max(range(len(pack)), key=lambda i: (value(pack[i]), -i))


class HumanDrafter:
    """Shows the pack with ``say`` and reads a card number (1-based) or name with ``ask``
    until it names a card of the pack."""

    def __init__(self, ask: Callable[[str], str], say: Callable[[str], None]) -> None:
        self.ask = ask
        self.say = say

    def choose(self, draft: Draft, seat: int) -> int:
        """The card the person names."""
        pack = draft.packs[seat]
        pool = draft.pool(seat)
        self.say(f"round {draft.round + 1}, pick {draft.pick_number + 1}; your picks: "
                 f"{', '.join(pool) or '(none)'}")
        for i, name in enumerate(pack, 1):
            f = card_facts(name)
            playable = "" if f.implemented else "  [not implemented]"
            self.say(f"{i:2}. {name} ({''.join(f.colors) or 'colourless'}, "
                     f"mana value {f.mana_value}){playable}")
        while True:
            text = self.ask("your pick (number or name)").strip()
            if text.isdigit() and 1 <= int(text) <= len(pack):
                return int(text) - 1
            for i, name in enumerate(pack):
                if name.lower() == text.lower():
                    return i
            self.say(f"{text!r} is not a card of this pack: give 1 to {len(pack)} or a name")


def make_drafter(kind: str, seed: int) -> Drafter:
    """A bot drafter by name (``pick-order`` or ``random``); raises ValueError for another."""
    if kind == "random":
        return RandomDrafter(seed)
    if kind == "pick-order":
        return PickOrderDrafter()
    raise ValueError(f"unknown drafter {kind!r} (choose from {', '.join(DRAFTERS)})")
