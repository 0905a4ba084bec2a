"""Revealed cards an opponent separates into two piles (CR 700.3, 701.20a):
``"Reveal the top three cards of your library. An opponent separates those cards into two
piles. Put one pile into your hand and the other on the bottom of your library in any
order."`` (Jace, Architect of Thought) -> :class:`~mtgrules.model.piles.RevealTopIntoPiles`.

The three sentences are joined (:func:`merge_piles`, a sentence joiner) and read as one;
the rendering is the same three sentences. Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.model.piles import RevealTopIntoPiles
from mtgrules.oracle.phrases import parse_word_number, word_number

_REVEAL = re.compile(r"Reveal the top (\w+) cards of your library\.")
_SEPARATE = "An opponent separates those cards into two piles."
_PUT = ("Put one pile into your hand and the other on the bottom of your library in any "
        "order.")


def merge_piles(sents: list[str]) -> list[str]:
    """"Reveal the top N cards of your library." followed by the two sentences of the piles,
    joined into one sentence (see the module doc); other sentences unchanged."""
    out: list[str] = []
    i = 0
    while i < len(sents):
        if _REVEAL.fullmatch(sents[i]) and sents[i + 1:i + 3] == [_SEPARATE, _PUT]:
            out.append(" ".join(sents[i:i + 3]))
            i += 3
        else:
            out.append(sents[i])
            i += 1
    return out


def parse(s: str, slots: object) -> list[Effect] | None:
    """The joined sentences, no final period -> the effect; None for other text."""
    m = _REVEAL.match(s)
    if not m or s[m.end():] != " " + _SEPARATE + " " + _PUT[:-1]:
        return None
    n = parse_word_number(m.group(1))
    if n is None or n < 2 or word_number(n) != m.group(1):
        return None
    return [RevealTopIntoPiles(n)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, RevealTopIntoPiles):
        return None
    return f"Reveal the top {word_number(e.count)} cards of your library. {_SEPARATE} " \
        f"{_PUT[:-1]}"
