"""Adjectives of object descriptions (CR 105, 205.3, 205.4), the phrase level of the grammar
between the status words (``"tapped"``, ``"attacking"``) and the type nouns, in Oracle's order:

- a supertype (``"basic"``, ``"legendary"``, ``"snow"``) or its negation (``"nonbasic"``);
- a colour word: one colour (``"red"``), its negation (``"nonblack"``), an "or" list of
  colours (``"black or red"``, ``"white, blue, or black"``: at least one of them), or a count of
  colours (``"monocolored"``, ``"multicolored"``, ``"colorless"``, ``"colored"``, CR 105.2);
- one subtype (``"Elf"``, ``"Forest"``) or its negation (``"non-Human"``).

Several negations are written as one comma list before the other adjectives (``"nonartifact,
nonblack creature"``, ``"noncreature, nonland card"``, ``"nonland, nontoken permanent"``,
``"non-Angel, non-Demon creature"``): :func:`take_negations` reads it, and
:func:`render_negations` writes it back in the one order Oracle uses (:func:`negation_order`):
supertypes, card types alphabetically but "nonland", colours in WUBRG order (CR 105.1),
subtypes alphabetically, then "nonland" and "nontoken" (``"nonlegendary, nonland"``,
``"nonartifact, nonblack"``, ``"nonwhite, nonblack"``, ``"non-Saga, nonland"``, ``"nonland,
nontoken"``).
"""

from __future__ import annotations

from typing import Any

from mtgrules.model import CardType, Color, Predicate, Supertype
from mtgrules.model.filters import ColorCount, Filter
from mtgrules.oracle.subtypes import SUBTYPES

SUPERTYPE_WORDS = {"basic": Supertype.BASIC, "legendary": Supertype.LEGENDARY,
                   "snow": Supertype.SNOW}
_SUPER_TEXT = {v: k for k, v in SUPERTYPE_WORDS.items()}
COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK,
               "red": Color.RED, "green": Color.GREEN}
_COLOR_TEXT = {v: k for k, v in COLOR_WORDS.items()}
_WUBRG = tuple(COLOR_WORDS)
COLOR_COUNT_WORDS = {c.value: c for c in ColorCount}
TYPE_WORDS = {
    "creature": CardType.CREATURE, "artifact": CardType.ARTIFACT,
    "enchantment": CardType.ENCHANTMENT, "land": CardType.LAND,
    "planeswalker": CardType.PLANESWALKER, "battle": CardType.BATTLE,
    "instant": CardType.INSTANT, "sorcery": CardType.SORCERY,
}
"""Card type words (CR 205.2a) as object descriptions write them."""
_TYPE_TEXT = {v: k for k, v in TYPE_WORDS.items()}

NEGATION_FIELDS = ("nontypes", "noncolors", "nonsupertypes", "nonsubtypes")
"""The Filter fields a ``non-`` word sets (``"nontoken"`` is the NONTOKEN predicate)."""


def _negation(word: str) -> tuple[str, Any] | None:
    """``"nonblack"`` -> (``"noncolors"``, BLACK); ``"non-Human"`` -> (``"nonsubtypes"``,
    ``"Human"``); ``"nontoken"`` -> (``"predicates"``, NONTOKEN); None for other words."""
    if word.startswith("non-") and word[4:] in SUBTYPES:
        return "nonsubtypes", word[4:]
    if not word.startswith("non") or word.startswith("non-"):
        return None
    w = word[3:]
    if w in TYPE_WORDS:
        return "nontypes", TYPE_WORDS[w]
    if w in COLOR_WORDS:
        return "noncolors", COLOR_WORDS[w]
    if w in SUPERTYPE_WORDS:
        return "nonsupertypes", SUPERTYPE_WORDS[w]
    if w == "token":
        return "predicates", Predicate.NONTOKEN
    return None


def negation_order(word: str) -> tuple[int, str]:
    """The sort key of a negation in a comma list (see the module docstring): supertypes,
    card types but land alphabetically, colours in WUBRG order, subtypes alphabetically,
    "nonland", "nontoken"."""
    w = word[4:] if word.startswith("non-") else word[3:]
    if w in SUPERTYPE_WORDS:
        return (0, w)
    if w in COLOR_WORDS:
        return (2, str(_WUBRG.index(w)))
    if word.startswith("non-"):
        return (3, w)
    return {"land": (4, w), "token": (5, w)}.get(w, (1, w))


def take_negations(words: list[str]) -> dict[str, Any] | None:
    """Consume a leading comma list of two or more negations (``"nonartifact,"``,
    ``"nonblack"``) from ``words`` (in place); the Filter fields they give, each a frozenset
    (``{}`` when the words don't start with such a list). None when the list is not in
    Oracle's order or repeats a word."""
    n = 0
    while n < len(words) and words[n].endswith(",") and _negation(words[n][:-1]) is not None:
        n += 1
    if n == 0 or n >= len(words) or _negation(words[n]) is None:
        return {}
    listed = [w.rstrip(",") for w in words[: n + 1]]
    if listed != sorted(set(listed), key=negation_order):
        return None
    del words[: n + 1]
    out: dict[str, set[Any]] = {}
    for w in listed:
        got = _negation(w)
        assert got is not None
        out.setdefault(got[0], set()).add(got[1])
    return {k: frozenset(v) for k, v in out.items()}


def negation_words(c: Filter) -> list[str]:
    """The ``non-`` words of a filter (its excluded types, colours, supertypes, subtypes and
    "nontoken"), in the order of :func:`take_negations`' lists."""
    out = ["non" + _TYPE_TEXT[t] for t in c.nontypes]
    out += ["non" + _COLOR_TEXT[col] for col in c.noncolors]
    for s in c.nonsupertypes:
        if s not in _SUPER_TEXT:
            raise ValueError(f"supertype {s} has no rendering")
        out.append("non" + _SUPER_TEXT[s])
    out += [f"non-{st}" for st in c.nonsubtypes]
    if Predicate.NONTOKEN in c.predicates:
        out.append("nontoken")
    return sorted(out, key=negation_order)


def render_negations(c: Filter) -> str:
    """The comma list of :func:`take_negations` (two or more negations); ValueError for
    fewer."""
    words = negation_words(c)
    if len(words) < 2:
        raise ValueError("a negation list needs two or more negations")
    return ", ".join(words)


def color_order(words: set[str]) -> list[str]:
    """Colour words in Oracle's order: around the colour wheel W, U, B, R, G (CR 105.1) from
    the colour that makes the shortest arc (``"black or red"``, ``"green or white"``, ``"red
    or white"``, ``"green, white, or blue"``); of equal arcs, the one starting nearest white."""
    ring = [w for w in _WUBRG if w in words]
    rotations = [ring[i:] + ring[:i] for i in range(len(ring))]
    return min(rotations, key=lambda r: ((_WUBRG.index(r[-1]) - _WUBRG.index(r[0])) % 5,
                                         _WUBRG.index(r[0])))


def _take_colors(words: list[str], out: dict[str, Any]) -> bool:
    """The colour slot: one colour, its negation, an "or" list, or a count of colours.
    False when the words are malformed (a repeated colour)."""
    w = words[0] if words else ""
    if w in COLOR_COUNT_WORDS:
        out["color_count"] = COLOR_COUNT_WORDS[words.pop(0)]
        return True
    if w.startswith("non") and w[3:] in COLOR_WORDS:
        out["noncolors"] = frozenset({COLOR_WORDS[words.pop(0)[3:]]})
        return True
    if w in COLOR_WORDS and len(words) > 2 and words[1] == "or" and words[2] in COLOR_WORDS:
        listed = [words[0], words[2]]
        del words[:3]
    elif w.endswith(",") and w[:-1] in COLOR_WORDS:  # "white, blue, or black"
        n = 0
        while n < len(words) and words[n].endswith(",") and words[n][:-1] in COLOR_WORDS:
            n += 1
        if n < 2 or n + 1 >= len(words) or words[n] != "or" or words[n + 1] not in COLOR_WORDS:
            return False
        listed = [x.rstrip(",") for x in words[:n]] + [words[n + 1]]
        del words[: n + 2]
    elif w in COLOR_WORDS:
        out["colors"] = frozenset({COLOR_WORDS[words.pop(0)]})
        return True
    else:
        return True
    if listed != color_order(set(listed)):
        return False
    out["any_color"] = frozenset(COLOR_WORDS[x] for x in listed)
    return True


def _render_colors(c: Filter, negations: bool) -> list[str]:
    non = c.noncolors if negations else frozenset()
    if len(c.colors) + len(non) + (c.color_count is not None) + bool(c.any_color) > 1:
        raise ValueError("several colour words have no rendering")
    if non:
        return ["non" + _COLOR_TEXT[col] for col in non]
    if c.color_count is not None:
        return [c.color_count.value]
    if c.any_color:
        listed = color_order({_COLOR_TEXT[col] for col in c.any_color})
        if len(listed) == 2:
            return [listed[0], "or", listed[1]]
        return [x + "," for x in listed[:-1]] + ["or", listed[-1]]
    return [_COLOR_TEXT[col] for col in c.colors]


def take_adjectives(words: list[str]) -> dict[str, Any] | None:
    """Consume the leading adjectives of ``words`` (in place) after any negation list: a
    supertype, a colour word, a subtype (see the module docstring); the Filter fields they
    give. None when one is repeated or out of order."""
    out: dict[str, Any] = {}
    w = words[0] if words else ""
    if w.startswith("non-") and w[4:] in SUBTYPES:  # "non-Human creature" (CR 205.3)
        out["nonsubtypes"] = frozenset({words.pop(0)[4:]})
    w = words[0] if words else ""
    if w in SUPERTYPE_WORDS:
        out["supertypes"] = frozenset({SUPERTYPE_WORDS[words.pop(0)]})
    elif w.startswith("non") and w[3:] in SUPERTYPE_WORDS:
        out["nonsupertypes"] = frozenset({SUPERTYPE_WORDS[words.pop(0)[3:]]})
    if not _take_colors(words, out):
        return None
    w = words[0] if words else ""
    if w in SUBTYPES:
        out["subtypes"] = frozenset({words.pop(0)})
    if words and (words[0] in SUPERTYPE_WORDS or words[0] in COLOR_WORDS
                  or words[0] in COLOR_COUNT_WORDS or words[0] in SUBTYPES):
        return None
    return out


def render_adjectives(c: Filter, negations: bool = True) -> list[str]:
    """The inverse of :func:`take_adjectives`; ValueError for more than one of a kind.
    ``negations``: write the single ``non-`` subtype, supertype and colour words (False when
    they are written as a comma list by :func:`render_negations`)."""
    if len(c.supertypes) + (len(c.nonsupertypes) if negations else 0) > 1 or \
            len(c.subtypes) > 1:
        raise ValueError("several adjectives of a kind have no rendering")
    out = []
    if negations and c.nonsubtypes:
        if len(c.nonsubtypes) > 1:
            raise ValueError("several excluded subtypes are a negation list")
        out.append(f"non-{next(iter(c.nonsubtypes))}")
    for s in c.supertypes:
        if s not in _SUPER_TEXT:
            raise ValueError(f"supertype {s} has no rendering")
        out.append(_SUPER_TEXT[s])
    if negations:
        for s in c.nonsupertypes:
            if s not in _SUPER_TEXT:
                raise ValueError(f"supertype {s} has no rendering")
            out.append("non" + _SUPER_TEXT[s])
    out += _render_colors(c, negations)
    out.extend(c.subtypes)
    return out
