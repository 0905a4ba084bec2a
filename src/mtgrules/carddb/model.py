"""Typed records of the card database: a :class:`CardRecord` per card, a :class:`Face` per face.

These are the card's *Oracle* characteristics (CR 108.1, 200-209) as the data states them, kept
as strings where Oracle prints strings (mana cost ``{2}{W}{U}``, power ``*``, loyalty ``X``).
They are data, not game objects: the engine's definitions (:mod:`mtgrules.cards`) are separate.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

__all__ = ["CardFlag", "CardRecord", "Face", "Layout", "Printing"]


class Layout(StrEnum):
    """How a card's faces are arranged (CR 708 split, 709 flip, 711 double-faced, 712 meld,
    715 adventure, 714 saga, 716 class, ...), as the data names it."""

    NORMAL = "normal"
    SPLIT = "split"
    AFTERMATH = "aftermath"
    FLIP = "flip"
    TRANSFORM = "transform"
    MODAL_DFC = "modal_dfc"
    MELD = "meld"
    ADVENTURE = "adventure"
    PREPARE = "prepare"
    SAGA = "saga"
    CLASS = "class"
    CASE = "case"
    LEVELER = "leveler"
    MUTATE = "mutate"
    PROTOTYPE = "prototype"
    HOST = "host"
    AUGMENT = "augment"
    PLANAR = "planar"
    SCHEME = "scheme"
    VANGUARD = "vanguard"
    TOKEN = "token"


class CardFlag(StrEnum):
    """Marks on a card record. ``ALCHEMY``, ``FUNNY`` and ``NON_TRADITIONAL`` cards are kept in
    the database but excluded from play and from coverage figures (see
    :attr:`CardRecord.traditional`)."""

    ALCHEMY = "alchemy"  # digital rebalanced "A-" cards
    FUNNY = "funny"  # Un-sets, playtest cards
    NON_TRADITIONAL = "non_traditional"  # planes, phenomena, schemes, vanguards, conspiracies
    INCOMPLETE = "incomplete"  # some face has no text in the data: never playable
    TOKEN = "token"  # a token or dungeon (CR 111, 309), not a card of a deck
    DUNGEON = "dungeon"  # a dungeon card (CR 309)


class Printing(NamedTuple):
    """One printing: set code, collector number (None when the source has none) and rarity
    (an immutable named tuple: the database holds a quarter of a million of them)."""

    set_code: str
    number: str | None
    rarity: str | None


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card (a whole card when it has one face).

    ``oracle_text`` lines are separated by ``\\n`` with reminder text in parentheses as Oracle
    prints it; it is None for a face the data has no text for (``incomplete``). ``power``,
    ``toughness`` and ``loyalty`` are strings as printed (``*``, ``1+*``, ``X``) or None.
    ``colors`` is None when the data could not establish them. ``text_source`` and
    ``colors_source`` say where the text and colours came from (see the database header's
    ``field_sources``). ``oracle_text_2022`` is the 2022 wording of AFR faces, for reference.
    """

    name: str
    mana_cost: str | None
    type_line: str | None
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    oracle_text: str | None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    colors: tuple[str, ...] | None = ()
    color_indicator: tuple[str, ...] | None = None
    keywords: tuple[str, ...] = ()
    text_source: str | None = None
    colors_source: str | None = None
    wording_note: str | None = None
    incomplete: bool = False
    oracle_text_2022: str | None = None

    @property
    def lines(self) -> tuple[str, ...]:
        """The Oracle text's lines (empty for a face without rules text or with none known)."""
        return tuple(self.oracle_text.split("\n")) if self.oracle_text else ()


@dataclass(frozen=True, slots=True)
class CardRecord:
    """A card with all its faces (split, adventure, transform, modal double-faced, flip and meld
    cards keep every face, front face first).

    ``name`` is the whole card's name (``"Fire // Ice"`` for a multi-face card). ``sets`` are set
    codes in the data's order; ``printings`` the known printings; ``rarity`` the data's rarity
    of the card (None when unknown). ``flags`` mark alchemy, funny, non-traditional, incomplete
    and token records.
    """

    name: str
    layout: Layout
    faces: tuple[Face, ...]
    sets: tuple[str, ...] = ()
    printings: tuple[Printing, ...] = ()
    rarity: str | None = None
    color_identity: tuple[str, ...] = ()
    flags: frozenset[CardFlag] = frozenset()

    @property
    def front(self) -> Face:
        """The front face (the first face; the whole card for a one-face card)."""
        return self.faces[0]

    @property
    def traditional(self) -> bool:
        """True for a card of traditional Magic play: not Alchemy, not an Un-/playtest card, not
        a plane, phenomenon, scheme, vanguard or conspiracy (CR 315.3), and not a token."""
        return not (self.flags & _NOT_TRADITIONAL)

    @property
    def incomplete(self) -> bool:
        """True when some face has no text in the data (such a card is never implemented)."""
        return CardFlag.INCOMPLETE in self.flags

    @property
    def type_line(self) -> str:
        """The faces' type lines joined by ``" // "``."""
        return " // ".join(f.type_line or "?" for f in self.faces)


_NOT_TRADITIONAL = frozenset({CardFlag.ALCHEMY, CardFlag.FUNNY, CardFlag.NON_TRADITIONAL,
                              CardFlag.TOKEN})
