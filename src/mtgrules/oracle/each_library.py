"""A card searched for in each player's library, then cast without paying its mana cost
(CR 701.23, 608.2g, 118.9): ``"For each player, search that player's library for a nonland
card and exile it, then that player shuffles."`` ->
:class:`~mtgrules.model.each_library.ExileFromEachLibrary` (the card noun read by the search
family's :func:`~mtgrules.oracle.search.parse_card_noun`), and ``"You may cast those cards
without paying their mana costs."`` -> :class:`~mtgrules.model.each_library.CastThoseFree`
("those cards": the cards the sentence before exiled). Declared in
:mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import TargetSlot
from mtgrules.model.each_library import CastThoseFree, ExileFromEachLibrary
from mtgrules.model.effects import Effect
from mtgrules.oracle.search import article, parse_card_noun, render_card_noun

_EACH = re.compile(r"For each player, search that player's library for (a|an) (.+?) and exile "
                   r"it, then that player shuffles")
_CAST = "You may cast those cards without paying their mana costs"


def parse(s: str, slots: object) -> list[Effect] | None:
    """One sentence of this family, no final period; None for other text."""
    if s == _CAST:
        return [CastThoseFree()]
    m = _EACH.fullmatch(s)
    if not m:
        return None
    f = parse_card_noun(m.group(2))
    if f is None or article(m.group(2)) != m.group(1):
        return None
    node = ExileFromEachLibrary(f)
    return [node] if render(node, ()) == s else None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, CastThoseFree):
        return _CAST
    if not isinstance(e, ExileFromEachLibrary):
        return None
    noun = render_card_noun(e.filter)
    return f"For each player, search that player's library for {article(noun)} {noun} and " \
        "exile it, then that player shuffles"
