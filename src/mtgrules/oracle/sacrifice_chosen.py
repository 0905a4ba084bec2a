"""``"Sacrifice a creature"``, ``"Sacrifice two lands"``: you sacrifice permanents of your
choice (CR 701.21a; :class:`~mtgrules.model.player_choices.SacrificeChosen`, rendered by
:mod:`mtgrules.oracle.permanent_effects`).

Declared in :mod:`mtgrules.oracle.readers` (:func:`parse` with the sentence parsers).
"""

from __future__ import annotations

import re

from mtgrules.model import Fixed, You
from mtgrules.model.effects import Effect
from mtgrules.model.player_choices import SacrificeChosen
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import parse_noun, parse_word_number


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiouAEIOU" else "a"


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
    if n is None or n < 1 or noun is None or (n == 1 and m.group(1) != _article(noun)):
        return None
    f = parse_noun(noun)
    return None if f is None else [SacrificeChosen(You(), f, Fixed(n))]
