"""Card definitions: printed characteristics plus abilities, immutable (CR 108, 200-209).

A :class:`CardDef` is shared by every object made from that card; a game object refers to it by
name. Its ``oracle`` is the card's Oracle text kept verbatim, so a reader can compare the
implementation with the text it implements.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from mtgrules.mana import ManaCost
from mtgrules.model.abilities import SpellAbility, TriggeredAbility
from mtgrules.model.base import Ability, Node

SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})
CARD_TYPES = frozenset({
    "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
    "Planeswalker", "Sorcery", "Tribal",
})
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


def keyed(card: str, i: int, a: Ability) -> Ability:
    """``a`` with its registry key: ``"<card>#<i>"`` (a modal spell's modes get
    ``"<card>#<i>.<j>"``), unless it already has one, and every ability nested in it without a
    key (a granted quoted ability, an emblem's, CR 113.1a) keyed ``"<its parent's key>.g<j>"``.
    Saves name abilities by these keys, and :func:`mtgrules.cards.registry.get_ability` reads
    the card name back from them."""
    if a.key:
        return key_nested(a)
    if isinstance(a, SpellAbility) and a.modes:
        modes = tuple(dataclasses.replace(m, key=f"{card}#{i}.{j}")
                      for j, m in enumerate(a.modes))
        return key_nested(dataclasses.replace(a, key=f"{card}#{i}", modes=modes))
    if isinstance(a, TriggeredAbility) and a.modes:  # a modal triggered ability (CR 700.2b)
        tmodes = tuple(dataclasses.replace(m, key=f"{card}#{i}.{j}")
                       for j, m in enumerate(a.modes))
        return key_nested(dataclasses.replace(a, key=f"{card}#{i}", modes=tmodes))
    return key_nested(dataclasses.replace(a, key=f"{card}#{i}"))


def key_nested(a: Ability) -> Ability:
    """``a`` (already keyed) with every ability nested in it that has no key yet keyed
    ``"<parent key>.g<j>"``, depth first; ``a`` itself when nothing nested needs a key."""
    counter = [0]

    def visit(n: Any, prefix: str) -> Any:
        if isinstance(n, tuple):
            new = tuple(visit(x, prefix) for x in n)
            return n if all(x is y for x, y in zip(new, n, strict=True)) else new
        if not isinstance(n, Node):
            return n
        if isinstance(n, Ability) and n is not a:
            if not n.key:
                n = dataclasses.replace(n, key=f"{prefix}.g{counter[0]}")
                counter[0] += 1
            prefix = n.key
        changes = {}
        for f in dataclasses.fields(n):
            v = getattr(n, f.name)
            if isinstance(v, Node | tuple):
                nv = visit(v, prefix)
                if nv is not v:
                    changes[f.name] = nv
        return dataclasses.replace(n, **changes) if changes else n

    out: Ability = visit(a, a.key)
    return out


@dataclass(frozen=True, slots=True)
class TypeLine:
    """A parsed type line (CR 205): supertypes, card types, subtypes."""

    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]

    @staticmethod
    def parse(text: str) -> TypeLine:
        """Parse ``"Legendary Planeswalker — Jace"``; raises ValueError on an unknown word
        before the dash."""
        left, _, right = text.replace(" - ", " — ").partition("—")
        sup: list[str] = []
        typ: list[str] = []
        for word in left.split():
            if word in SUPERTYPES:
                sup.append(word)
            elif word in CARD_TYPES:
                typ.append(word)
            else:
                raise ValueError(f"unknown type word {word!r} in type line {text!r}")
        return TypeLine(tuple(sup), tuple(typ), tuple(right.split()))

    def __str__(self) -> str:
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics and abilities (CR 109.3).

    ``power``/``toughness`` are ints, or None when not printed or defined by a
    characteristic-defining ability (``*``). ``loyalty``: printed loyalty (CR 209).
    ``colors``: from the mana cost (CR 202.2) unless ``color_indicator`` is given.
    ``level_abilities``: for Class cards (CR 716), ``(level, ability)`` pairs the Class has
    while its level is at least ``level``. ``token``: True for token definitions.
    ``described``: a token definition keyed by what the effect creating it says (``"1/1 red
    Goblin creature token"``, ``"Treasure"``) rather than by a name the effect gives it: the
    token's name is then its subtypes plus the word "Token" (CR 111.4, :attr:`object_name`).
    ``layout`` and ``faces``: for a multi-face card (split, aftermath, adventure, modal or
    transforming double-faced, CR 709-715), the card database's layout name and the definition
    of each face, front face first (see :mod:`mtgrules.cards.faces`); the card's own
    characteristics are those it has outside the stack and battlefield (709.4, 712.8a, 715.4).
    """

    name: str
    mana_cost: ManaCost | None
    type_line: TypeLine
    oracle: str
    abilities: tuple[Ability, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    color_indicator: tuple[str, ...] | None = None
    level_abilities: tuple[tuple[int, Ability], ...] = ()
    token: bool = False
    layout: str = "normal"
    faces: tuple[CardDef, ...] = ()
    described: bool = False

    @property
    def object_name(self) -> str:
        """The name of an object with this definition's characteristics (CR 201.2): its
        ``name``, except for a token the creating effect didn't name: its subtypes plus the
        word "Token" (CR 111.4: ``"Goblin Token"``, ``"Treasure Token"``)."""
        if self.described:
            return " ".join((*self.type_line.subtypes, "Token"))
        return self.name

    @property
    def colors(self) -> frozenset[str]:
        """The card's colors (CR 105.2, 202.2, 204)."""
        if self.color_indicator is not None:
            return frozenset(self.color_indicator)
        return self.mana_cost.colors() if self.mana_cost else frozenset()

    def is_permanent_card(self) -> bool:
        """True if the card would enter the battlefield when it resolves (CR 110.4b)."""
        return any(t in PERMANENT_TYPES for t in self.type_line.types)
