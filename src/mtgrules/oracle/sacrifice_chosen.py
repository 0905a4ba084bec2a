"""``"Sacrifice a creature"``, ``"Sacrifice two lands"``: you sacrifice permanents of your
choice (CR 701.21a; :class:`~mtgrules.model.player_choices.SacrificeChosen`, rendered by
:mod:`mtgrules.oracle.permanent_effects`); ``"Discard a card and sacrifice a creature, an
artifact, and a land"`` (one of each, :class:`~mtgrules.model.SacrificeOneOfEach`, 701.9a).

Declared in :mod:`mtgrules.oracle.readers` (:func:`parse` with the sentence parsers).
"""

from __future__ import annotations

import re

from mtgrules.model import Conjoined, Discard, Fixed, SacrificeOneOfEach, TargetSlot, You
from mtgrules.model.effects import Effect
from mtgrules.model.player_choices import SacrificeChosen
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.noun_lists import article, parse_noun_list, render_noun_list
from mtgrules.oracle.phrases import parse_noun, parse_word_number


def _singular(noun: str) -> str | None:
    if noun.endswith("ies"):
        return noun[:-3] + "y"
    return noun[:-1] if noun.endswith("s") else None


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``"Sacrifice <a/an/number> <noun>"`` (no final period); None otherwise (and for
    "Sacrifice ~", another reader's)."""
    m = re.fullmatch(r"Sacrifice (a|an|\w+) (.+)", s)
    if m is None or m.group(2) == "~":
        return None
    n = parse_word_number(m.group(1))
    noun = m.group(2) if n == 1 else _singular(m.group(2))
    if n is None or n < 1 or noun is None or (n == 1 and m.group(1) != article(noun)):
        return None
    f = parse_noun(noun)
    return None if f is None else [SacrificeChosen(You(), f, Fixed(n))]


def parse_discard_and_sacrifice(s: str, slots: Slots) -> list[Effect] | None:
    """``"Discard a card and sacrifice <a noun list>"``; None otherwise."""
    m = re.fullmatch(r"Discard a card and sacrifice (.+)", s)
    if m is None:
        return None
    fs = parse_noun_list(m.group(1))
    if not fs:
        return None
    return [Conjoined((Discard(Fixed(1), You()), SacrificeOneOfEach(You(), tuple(fs))))]


def render_discard_and_sacrifice(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_discard_and_sacrifice`; None for other nodes."""
    match e:
        case Conjoined(effects=(Discard(count=Fixed(n=1), who=You()),
                                SacrificeOneOfEach(who=You(), filters=fs, of_their_choice=False))):
            return f"Discard a card and sacrifice {render_noun_list(fs)}"
    return None
