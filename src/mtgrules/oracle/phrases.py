"""Shared phrases of Oracle text: numbers, target phrases and object filters (CR 115, 109).

Each phrase has a parser (text -> model value, or None when the text is not of this form) and a
renderer (model value -> text) that does not look at the parsed text, so the compiler's round
trip (:mod:`mtgrules.oracle.compiler`) proves the parse.
"""

from __future__ import annotations

import re

from mtgrules.abilities import Filter, TargetSpec

WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def parse_word_number(s: str) -> int | None:
    """``"a"``/``"an"``/``"one"`` -> 1, ``"two"`` -> 2, ... (as Oracle writes counts of cards
    and counters); None otherwise."""
    if s in ("a", "an"):
        return 1
    return WORDS.index(s) if s in WORDS else None


def word_number(n: int, article: str = "a") -> str:
    """The inverse of :func:`parse_word_number`: 1 -> ``article``, 2 -> ``"two"``."""
    return article if n == 1 else WORDS[n]


def parse_amount(s: str) -> int | str | None:
    """A damage/life amount as digits (``"3"``) or ``"X"`` (CR 107.3) -> 3 or ``"x"``."""
    if s == "X":
        return "x"
    return int(s) if s.isdigit() else None


def render_amount(v: object) -> str:
    """The inverse of :func:`parse_amount`."""
    if v == "x":
        return "X"
    if isinstance(v, int):
        return str(v)
    raise ValueError(f"amount {v!r} has no Oracle rendering")


# --- type words -------------------------------------------------------------------------------

CARD_TYPE_WORDS = {
    "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
    "land": "Land", "planeswalker": "Planeswalker", "battle": "Battle",
    "instant": "Instant", "sorcery": "Sorcery",
}
_TYPE_OF = {v: k for k, v in CARD_TYPE_WORDS.items()}
_PERMANENT_TYPES = ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle")
EXTRAS = ("tapped", "untapped", "attacking")


def _split_or(s: str) -> list[str] | None:
    """``"a"`` -> [a]; ``"a or b"`` -> [a, b]; ``"a, b, or c"`` -> [a, b, c]."""
    if ", or " in s:
        head, last = s.rsplit(", or ", 1)
        parts = head.split(", ") + [last]
    elif " or " in s:
        parts = s.split(" or ")
    else:
        parts = [s]
    return parts if len(parts) <= 3 else None


def _join_or(parts: list[str]) -> str:
    if len(parts) <= 2:
        return " or ".join(parts)
    return ", ".join(parts[:-1]) + ", or " + parts[-1]


def parse_noun(s: str, card: bool = False) -> Filter | None:
    """A permanent (or card, when ``card``) noun phrase without controller: ``"creature"``,
    ``"nonland permanent"``, ``"artifact or enchantment"``, ``"tapped creature"``,
    ``"creature card"``. None if not of this form."""
    extra: list[str] = []
    words = s.split(" ")
    while words and words[0] in EXTRAS:
        extra.append(words.pop(0))
    s = " ".join(words)
    if card:
        if not s.endswith(" card"):
            return None
        s = s[: -len(" card")]
    nontypes: list[str] = []
    m = re.fullmatch(r"non(\w+) (.+)", s)
    if m and m.group(1) in CARD_TYPE_WORDS:
        nontypes.append(CARD_TYPE_WORDS[m.group(1)])
        s = m.group(2)
    if s == "permanent" and not card:
        return Filter(nontypes=tuple(nontypes), extra=tuple(extra))
    parts = _split_or(s)
    if parts is None or any(p not in CARD_TYPE_WORDS for p in parts):
        return None
    types = tuple(CARD_TYPE_WORDS[p] for p in parts)
    if not card and any(t not in _PERMANENT_TYPES for t in types):
        return None
    if len(types) == 1:
        return Filter(types=types, nontypes=tuple(nontypes), extra=tuple(extra))
    return Filter(any_types=types, nontypes=tuple(nontypes), extra=tuple(extra))


def render_noun(f: Filter, card: bool = False) -> str:
    """The inverse of :func:`parse_noun`."""
    words = [e for e in f.extra]
    if len(f.nontypes) > 1:
        raise ValueError("several non-types have no rendering")
    pre = "non" + _TYPE_OF[f.nontypes[0]] if f.nontypes else ""
    if f.types and f.any_types:
        raise ValueError("types and any_types together have no rendering")
    ts = f.types or f.any_types
    if len(f.types) > 1:
        raise ValueError("several required types have no rendering")
    base = _join_or([_TYPE_OF[t] for t in ts]) if ts else "permanent"
    noun = f"{pre} {base}" if pre else base
    if card:
        noun += " card"
    return " ".join(words + [noun])


_CONTROLLERS = {" you control": "you", " an opponent controls": "opponent"}
_CONTROLLER_TEXT = {v: k for k, v in _CONTROLLERS.items()}


def parse_permanents(s: str) -> Filter | None:
    """A permanent phrase with optional ``"other"`` and controller, as used after "target" and
    "each"/"all": ``"creature you control"``, ``"other creature"``. None if not of this form."""
    other = False
    if s.startswith("other "):
        other, s = True, s[len("other "):]
    controller = None
    for suffix, who in _CONTROLLERS.items():
        if s.endswith(suffix):
            controller, s = who, s[: -len(suffix)]
            break
    f = parse_noun(s)
    if f is None:
        return None
    return Filter(types=f.types, any_types=f.any_types, nontypes=f.nontypes, extra=f.extra,
                  controller=controller, other=other)


def render_permanents(f: Filter, other_word: str = "other ") -> str:
    """The inverse of :func:`parse_permanents`."""
    if f.subtypes or f.supertypes or f.max_mana_value is not None or f.zone != "battlefield":
        raise ValueError("filter has no permanent-phrase rendering")
    s = render_noun(f)
    if f.other:
        s = other_word + s
    if f.controller:
        s += _CONTROLLER_TEXT[f.controller]
    return s


def parse_target(s: str) -> TargetSpec | None:
    """A target phrase (CR 115.1): ``"any target"``, ``"target player"``, ``"target opponent"``,
    ``"target player or planeswalker"``, ``"target spell"``/``"target creature spell"``,
    ``"[another ]target <permanent phrase>"``, ``"target <type> card from your graveyard"``,
    each optionally ``"up to one ..."``. None if not of this form."""
    optional = False
    if s.startswith("up to one "):
        optional, s = True, s[len("up to one "):]
    if s == "any target":
        return TargetSpec("any", Filter(), optional)
    fixed = {"target player": "player", "target opponent": "opponent",
             "target player or planeswalker": "player_or_planeswalker"}
    if s in fixed:
        return TargetSpec(fixed[s], Filter(), optional)
    other = False
    if s.startswith("another target "):
        other, s = True, "target " + s[len("another target "):]
    if not s.startswith("target "):
        return None
    s = s[len("target "):]
    if s == "spell":
        return TargetSpec("spell", Filter(), optional)
    m = re.fullmatch(r"non(\w+) spell", s)
    if m and m.group(1) in CARD_TYPE_WORDS and not other:
        return TargetSpec("spell", Filter(nontypes=(CARD_TYPE_WORDS[m.group(1)],)), optional)
    if s.endswith(" spell") and not other:
        f = parse_noun(s[: -len(" spell")] + " card", card=True)
        return TargetSpec("spell", f, optional) if f is not None and not f.extra else None
    m = re.fullmatch(r"(.+) from (your|a) graveyard", s)
    if m:
        f = parse_noun(m.group(1), card=True)
        if f is None or f.extra or other:
            return None
        return TargetSpec("object", Filter(types=f.types, any_types=f.any_types,
                                           nontypes=f.nontypes, zone="graveyard",
                                           controller="you" if m.group(2) == "your" else None),
                          optional)
    f = parse_permanents(s)
    if f is None or f.other:
        return None
    if other:
        f = Filter(types=f.types, any_types=f.any_types, nontypes=f.nontypes, extra=f.extra,
                   controller=f.controller, other=True)
    return TargetSpec("object", f, optional)


def render_target(t: TargetSpec) -> str:
    """The inverse of :func:`parse_target`."""
    pre = "up to one " if t.optional else ""
    f = t.filter
    if t.kind in ("any", "player", "opponent", "player_or_planeswalker"):
        if f != Filter():
            raise ValueError("a player target with a filter has no rendering")
        return pre + {"any": "any target", "player": "target player",
                      "opponent": "target opponent",
                      "player_or_planeswalker": "target player or planeswalker"}[t.kind]
    if t.kind == "spell":
        if f == Filter():
            return pre + "target spell"
        if len(f.nontypes) == 1 and f == Filter(nontypes=f.nontypes):
            return pre + "target non" + _TYPE_OF[f.nontypes[0]] + " spell"
        return pre + "target " + render_noun(f, card=True)[: -len(" card")] + " spell"
    if t.kind != "object":
        raise ValueError(f"target kind {t.kind!r} has no rendering")
    if f.zone == "graveyard":
        whose = {"you": "your", None: "a"}[f.controller]
        noun = render_noun(Filter(types=f.types, any_types=f.any_types, nontypes=f.nontypes),
                           card=True)
        return f"{pre}target {noun} from {whose} graveyard"
    if f.other:
        inner = Filter(types=f.types, any_types=f.any_types, nontypes=f.nontypes,
                       extra=f.extra, controller=f.controller)
        return pre + "another target " + render_permanents(inner)
    return pre + "target " + render_permanents(f)
