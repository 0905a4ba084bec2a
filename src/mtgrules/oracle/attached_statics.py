"""Statics of Auras and Equipment on the creature they are attached to (CR 303.4, 301.5,
604.1): one line naming ``"Enchanted creature"`` / ``"Equipped creature"`` once, then several
predicates joined as an English list:

- ``"Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition
  to its other types."`` (Angelic Destiny; layers 4, 6 and 7c, CR 613.1d, 613.1f, 613.4c);
- ``"Equipped creature can't be blocked and has shroud."`` (Whispersilk Cloak; 509.1b);
- ``"Enchanted creature gets +2/+0 and can't be blocked."`` (Tricks of the Trade);
- ``"Enchanted creature can't attack or block, and its activated abilities can't be
  activated."`` (Arrest; 508.1c, 509.1b, 602.5).

Each predicate is a static ability of its own, read by the single-predicate readers from
``"Enchanted creature <predicate>."`` (the static family, :mod:`mtgrules.oracle.statics`,
and those of :mod:`mtgrules.oracle.layers`), or here: ``"is an Angel in addition to its other
types"`` (AddTypes, 205.1b) and ``"its activated abilities can't be activated"``
(:class:`~mtgrules.model.activation_rules.CantActivateAbilities`). The line's abilities are
in text order, so the rendering joins their predicates back: ``"A and B"`` (``"A, and B"``
when B is a clause with its own subject, "its ..."), ``"A, B, and C"``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mtgrules.model import AttachedObject, StaticAbility
from mtgrules.model.activation_rules import CantActivateAbilities
from mtgrules.model.base import Ability
from mtgrules.model.continuous import AddTypes
from mtgrules.oracle.subtypes import CREATURE_TYPES

_SUBJECTS = {"Enchanted creature": AttachedObject(), "Equipped creature": AttachedObject(
    equipped=True)}
_SPLIT = re.compile(r"(?:, and |, | and )(?=(?:gets|has|is|can't|its) )")
_TYPE = re.compile(r"is (an?) ([A-Z][a-z]+) in addition to its other types")
_CANT_ACTIVATE = "its activated abilities can't be activated"

StaticParser = Callable[[str], StaticAbility | None]
AbilityRenderer = Callable[[Ability], str]


def _article(word: str) -> str:
    return "an" if word[:1] in "AEIOU" else "a"


def _own_predicate(subject: str, pred: str) -> StaticAbility | None:
    """The predicates read here (see the module doc); None for others."""
    aff = _SUBJECTS[subject]
    text = f"{subject} {pred}."
    if pred == _CANT_ACTIVATE:
        return StaticAbility("", text, affects=aff, rules=(CantActivateAbilities(),))
    m = _TYPE.fullmatch(pred)
    if m and m.group(2) in CREATURE_TYPES and m.group(1) == _article(m.group(2)):
        return StaticAbility("", text, affects=aff,
                             layer_effects=(AddTypes(subtypes=frozenset({m.group(2)})),))
    return None


def _render_own(a: StaticAbility) -> str | None:
    if a.replacement is not None or a.cost_modification is not None or a.cda or \
            a.condition is not None:
        return None
    if a.rules == (CantActivateAbilities(),) and not a.layer_effects:
        return _CANT_ACTIVATE
    if not a.rules and len(a.layer_effects) == 1:
        e = a.layer_effects[0]
        if isinstance(e, AddTypes) and not e.types and len(e.subtypes) == 1:
            t = next(iter(e.subtypes))
            if t in CREATURE_TYPES:
                return f"is {_article(t)} {t} in addition to its other types"
    return None


def parse_line(line: str, parse_one: StaticParser) -> tuple[StaticAbility, ...] | None:
    """The static abilities of a line of two or more predicates of the attached creature, in
    text order; ``parse_one`` reads ``"Enchanted creature <predicate>."`` (the compiler's
    single-static readers). None if the line is not of this family or a predicate is not
    read."""
    m = re.fullmatch(r"(Enchanted creature|Equipped creature) (.+)\.", line)
    if m is None:
        return None
    subject = m.group(1)
    preds = _SPLIT.split(m.group(2))
    if len(preds) < 2:
        return None
    out: list[StaticAbility] = []
    for pred in preds:
        a = _own_predicate(subject, pred) or parse_one(f"{subject} {pred}.")
        if a is None or a.affects != _SUBJECTS[subject] or a.condition is not None or \
                a.replacement is not None or a.cost_modification is not None or a.cda:
            return None
        out.append(a)
    return tuple(out)


def render_line(abilities: tuple[Ability, ...], render_one: AbilityRenderer) -> str | None:
    """The inverse of :func:`parse_line`; None unless ``abilities`` are two or more static
    abilities of one attached creature (``render_one`` renders one static's line)."""
    if len(abilities) < 2 or not all(isinstance(a, StaticAbility) and isinstance(
            a.affects, AttachedObject) and a.affects.noun == "creature" for a in abilities):
        return None
    statics = [a for a in abilities if isinstance(a, StaticAbility)]
    aff = statics[0].affects
    if any(a.affects != aff for a in statics):
        return None
    subject = next(k for k, v in _SUBJECTS.items() if v == aff)
    preds: list[str] = []
    for a in statics:
        own = _render_own(a)
        if own is None:
            one = render_one(a)
            if not (one.startswith(subject + " ") and one.endswith(".")):
                return None
            own = one[len(subject) + 1: -1]
        preds.append(own)
    if len(preds) == 2:
        joiner = ", and " if preds[1].startswith("its ") else " and "
        return f"{subject} {preds[0]}{joiner}{preds[1]}."
    return f"{subject} {', '.join(preds[:-1])}, and {preds[-1]}."
