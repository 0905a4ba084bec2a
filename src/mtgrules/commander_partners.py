"""Which two cards may be one deck's two commanders (CR 702.124): partner abilities.

A card's partner abilities are the lines of its Oracle text that begin with ``Partner``,
``Choose a Background`` or ``Doctor's companion`` (reminder text ignored). Different partner
abilities can't be combined (702.124f):

- ``Partner`` pairs with ``Partner`` (702.124h);
- ``Partner—[text]`` pairs with the same ``Partner—[text]`` (702.124i);
- ``Partner with [name]`` pairs only with the card it names, which must name this one back
  (702.124j);
- ``Choose a Background`` pairs with a legendary Background enchantment (702.124k);
- ``Doctor's companion`` pairs with a legendary Time Lord Doctor creature (702.124m).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ABILITY = re.compile(r"^(Partner(?:—(?P<text>[^(]+?)| with (?P<name>[^(]+?))?|Choose a "
                      r"Background|Doctor's companion)\s*(?:\(.*)?$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class CommanderCard:
    """What the pairing rules read of a card: its name, supertypes, types, subtypes and
    Oracle text."""

    name: str
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    text: str


def partner_abilities(text: str) -> tuple[str, ...]:
    """The partner abilities of an Oracle text, normalised: ``"partner"``,
    ``"partner—<text>"``, ``"partner with <name>"``, ``"choose a background"``,
    ``"doctor's companion"`` (reminder text dropped)."""
    out: list[str] = []
    for m in _ABILITY.finditer(text):
        if m.group("text"):
            out.append(f"partner—{m.group('text').strip().lower()}")
        elif m.group("name"):
            out.append(f"partner with {m.group('name').strip().lower()}")
        else:
            out.append(m.group(1).strip().lower())
    return tuple(out)


def _is_background(c: CommanderCard) -> bool:
    return "Legendary" in c.supertypes and "Enchantment" in c.types and \
        "Background" in c.subtypes


def _is_doctor(c: CommanderCard) -> bool:
    return "Legendary" in c.supertypes and "Creature" in c.types and \
        {"Time Lord", "Doctor"} <= c.subtypes


def _one_way(a: CommanderCard, b: CommanderCard) -> bool:
    mine, theirs = partner_abilities(a.text), partner_abilities(b.text)
    for ability in mine:
        if ability == "partner" or ability.startswith("partner—"):
            if ability in theirs:
                return True  # 702.124h, 702.124i
        elif ability.startswith("partner with "):
            if ability == f"partner with {b.name.lower()}" and \
                    f"partner with {a.name.lower()}" in theirs:
                return True  # 702.124j
        elif ability == "choose a background" and _is_background(b):
            return True  # 702.124k
        elif ability == "doctor's companion" and _is_doctor(b):
            return True  # 702.124m
    return False


def pair_problem(a: CommanderCard, b: CommanderCard) -> str | None:
    """None when ``a`` and ``b`` may be one deck's two commanders (CR 702.124), else the
    sentence saying why not, citing the rule."""
    if _one_way(a, b) or _one_way(b, a):
        return None
    lacking = [c.name for c in (a, b) if not partner_abilities(c.text)]
    if lacking:
        return (f"two commanders ({a.name!r} and {b.name!r}) need partner or 'Choose a "
                f"Background'; {' and '.join(map(repr, lacking))} "
                f"{'has' if len(lacking) == 1 else 'have'} no partner ability (CR 702.124a)")
    abilities = partner_abilities(a.text) + partner_abilities(b.text)
    return (f"{a.name!r} and {b.name!r} can't be commanders together: their partner abilities "
            f"({'; '.join(abilities)}) don't pair (CR 702.124f)")
