"""Library searches (CR 701.23): ``"Search your library for a basic land card, put it onto
the battlefield tapped, then shuffle"``, ``"Search your library for a creature card, reveal
it, put it into your hand, then shuffle"`` (a tutor; revealing makes the card public,
CR 701.20a), ``"Search your library for a card, put it into your hand, then shuffle"``.
Finding nothing is allowed (CR 701.23b). ``"put that card"`` is normalised to ``"put it"``
by :mod:`mtgrules.oracle.normalize`: the same instruction.
"""

from __future__ import annotations

import re

from mtgrules.model import SearchLibrary, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import common, parse_noun, render_noun, with_fields

_SEARCH = re.compile(r"Search your library for (a|an) (.+?), (reveal it, )?put it "
                     r"(onto the battlefield( tapped)?|into your hand), then shuffle")


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A library search sentence (no final period) -> a SearchLibrary node; None if not."""
    m = _SEARCH.fullmatch(s)
    if not m:
        return None
    art, noun, reveal, dest, tapped = m.groups()
    f = Filter() if noun == "card" else parse_noun(noun, card=True)
    if f is None or art != _article(noun) or common(f).predicates or common(f).keywords:
        return None
    to = Zone.HAND if dest == "into your hand" else Zone.BATTLEFIELD
    if (to == Zone.HAND) != bool(reveal) and noun != "card":
        return None  # Oracle reveals a searched card of a stated kind (CR 701.20a)
    if reveal and noun == "card":
        return None
    return [SearchLibrary(with_fields(f, zone=Zone.LIBRARY), to, tapped=bool(tapped),
                          reveal=bool(reveal))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, SearchLibrary):
        return None
    f = with_fields(e.filter, zone=Zone.BATTLEFIELD)
    if common(e.filter).zone != Zone.LIBRARY:
        raise ValueError("a search outside the library")
    noun = "card" if f == Filter() else render_noun(f, card=True)
    if e.to == Zone.HAND:
        if e.tapped:
            raise ValueError("tapped into a hand")
        dest = "into your hand"
    elif e.to == Zone.BATTLEFIELD:
        dest = "onto the battlefield" + (" tapped" if e.tapped else "")
    else:
        raise ValueError(f"a search into the {e.to.value} has no rendering")
    reveal = "reveal it, " if e.reveal else ""
    return f"Search your library for {_article(noun)} {noun}, {reveal}put it {dest}, " \
           "then shuffle"
