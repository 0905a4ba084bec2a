"""``"Each opponent loses 2 life unless they discard a card"``, ``"Each player loses 1 life
unless they sacrifice a creature"`` (CR 119.3, 608.2d: each player chooses; a dungeon room's
effect, 309.4c; :class:`~mtgrules.model.LoseLifeUnless`).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` for its node.
"""

from __future__ import annotations

import re

from mtgrules.model import EachOpponent, EachPlayer, Fixed, LoseLifeUnless, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.model.refs import PlayerRef
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.noun_lists import parse_a_noun, render_a_noun

_WHO: dict[str, PlayerRef] = {"Each player": EachPlayer(), "Each opponent": EachOpponent()}
_WHO_TEXT = {type(v): k for k, v in _WHO.items()}


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence (no final period); None otherwise."""
    m = re.fullmatch(r"(Each player|Each opponent) loses (\d+) life unless they "
                     r"(discard a card|sacrifice (.+))", s)
    if m is None:
        return None
    n = Fixed(int(m.group(2)))
    if m.group(3) == "discard a card":
        return [LoseLifeUnless(n, _WHO[m.group(1)], discard=1)]
    f = parse_a_noun(m.group(4))
    return None if f is None else [LoseLifeUnless(n, _WHO[m.group(1)], sacrifice=f)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case LoseLifeUnless(amount=Fixed(n=n), who=who, discard=d, sacrifice=f):
            what = "discard a card" if d == 1 and f is None else \
                f"sacrifice {render_a_noun(f)}" if f is not None and not d else None
            if what is None or type(who) not in _WHO_TEXT:
                return None
            return f"{_WHO_TEXT[type(who)]} loses {n} life unless they {what}"
    return None
