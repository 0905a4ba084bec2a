"""Adjectives of noun phrases (CR 105, 205.3, 205.4): a supertype (``"basic"``,
``"legendary"``, ``"snow"``) or its negation (``"nonbasic"``), a color (``"red"``), and one
subtype (``"Elf"``, ``"Forest"``), in Oracle's order: ``"basic Forest card"``, ``"untapped red
creatures"``, ``"Other Elf creatures you control"``, ``"attacking Knight"``."""

from __future__ import annotations

from typing import Any

from mtgrules.model import Color, Supertype
from mtgrules.model.filters import Filter
from mtgrules.oracle.subtypes import SUBTYPES

SUPERTYPE_WORDS = {"basic": Supertype.BASIC, "legendary": Supertype.LEGENDARY,
                   "snow": Supertype.SNOW}
_SUPER_TEXT = {v: k for k, v in SUPERTYPE_WORDS.items()}
COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK,
               "red": Color.RED, "green": Color.GREEN}
_COLOR_TEXT = {v: k for k, v in COLOR_WORDS.items()}


def take_adjectives(words: list[str]) -> dict[str, Any] | None:
    """Consume the leading adjectives of ``words`` (in place); the Filter fields they give.
    None when one is repeated or out of order."""
    out: dict[str, Any] = {}
    non = []  # "non-Angel, non-Demon, non-Dragon creature" (CR 205.3)
    while words and words[0].startswith("non-") and words[0].rstrip(",")[4:] in SUBTYPES \
            and words[0].endswith(",") == (len(words) > 1 and words[1].startswith("non-")):
        non.append(words.pop(0).rstrip(",")[4:])
    if non:
        if non != sorted(set(non)):
            return None
        out["nonsubtypes"] = frozenset(non)
    w = words[0] if words else ""
    if w in SUPERTYPE_WORDS:
        out["supertypes"] = frozenset({SUPERTYPE_WORDS[words.pop(0)]})
    elif w.startswith("non") and w[3:] in SUPERTYPE_WORDS:
        out["nonsupertypes"] = frozenset({SUPERTYPE_WORDS[words.pop(0)[3:]]})
    w = words[0] if words else ""
    if w in COLOR_WORDS:
        out["colors"] = frozenset({COLOR_WORDS[words.pop(0)]})
    w = words[0] if words else ""
    if w in SUBTYPES:
        out["subtypes"] = frozenset({words.pop(0)})
    if words and (words[0] in SUPERTYPE_WORDS or words[0] in COLOR_WORDS
                  or words[0] in SUBTYPES):
        return None
    return out


def render_adjectives(c: Filter) -> list[str]:
    """The inverse of :func:`take_adjectives`; ValueError for more than one of a kind."""
    if len(c.supertypes) + len(c.nonsupertypes) > 1 or len(c.colors) > 1 or \
            len(c.subtypes) > 1:
        raise ValueError("several adjectives of a kind have no rendering")
    out = [", ".join(f"non-{st}" for st in sorted(c.nonsubtypes))] if c.nonsubtypes else []
    for s in c.supertypes:
        if s not in _SUPER_TEXT:
            raise ValueError(f"supertype {s} has no rendering")
        out.append(_SUPER_TEXT[s])
    for s in c.nonsupertypes:
        if s not in _SUPER_TEXT:
            raise ValueError(f"supertype {s} has no rendering")
        out.append("non" + _SUPER_TEXT[s])
    out.extend(_COLOR_TEXT[col] for col in c.colors)
    out.extend(c.subtypes)
    return out
