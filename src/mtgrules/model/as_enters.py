"""A choice made as a permanent enters, and abilities that exist only for one answer (CR
614.12, 614.12a: "As ~ enters, choose Khans or Dragons." then "• Khans — [ability]",
"• Dragons — [ability]"); and "Whenever [a creature you control] leaves the battlefield"
(CR 603.6c, 603.10a)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from mtgrules.model.base import Node
from mtgrules.model.refs import Each, ThisObject


@dataclass(frozen=True, slots=True)
class AsEntersChoose(Node):
    """"As ~ enters, choose [A] or [B]." (CR 614.12a): a replacement effect of the permanent
    itself; its controller chooses one of ``options`` as it enters, and the permanent
    remembers the choice (``chosen["as_enters"]``) for as long as it is that object."""

    options: tuple[str, ...]

    def _check(self) -> None:
        if len(self.options) < 2 or len(set(self.options)) != len(self.options) or not all(
                o.isalpha() and o[0].isupper() for o in self.options):
            self.fail("two or more capitalised one-word options")


class ChoiceKind(StrEnum):
    """What "As ~ enters, choose [a ...]." names (CR 614.12a); the value is its wording."""

    CREATURE_TYPE = "a creature type"  # CR 205.3m
    CARD_NAME = "a card name"  # CR 201.3
    NONLAND_CARD_NAME = "a nonland card name"  # CR 201.3 (of a card that isn't a land)
    COLOR = "a color"  # CR 105.1


@dataclass(frozen=True, slots=True)
class AsEntersChooseOne(Node):
    """"As ~ enters, choose a creature type." (CR 614.12a): a replacement effect of the
    permanent itself; its controller chooses one ``what`` as it enters, and the permanent
    remembers it (``chosen["as_enters"]``: the creature type, the card name or the color
    word) for as long as it is that object; its other abilities read "the chosen type",
    "the chosen name" (CR 607.2: linked abilities)."""

    what: ChoiceKind


class NamedProhibition(StrEnum):
    """What "the chosen name" forbids (CR 614.12a, 607.2; 602.5, 101.2); the value is the
    sentence, with ``~`` for nothing (it names no object)."""

    ACTIVATE_NONMANA = ("Activated abilities of sources with the chosen name can't be "
                        "activated unless they're mana abilities.")  # CR 602.5, 605.1a
    ACTIVATE = "Activated abilities of sources with the chosen name can't be activated."
    CAST = "Spells with the chosen name can't be cast."  # CR 601.2, 101.2


@dataclass(frozen=True, slots=True)
class ChosenNameRestriction(Node):
    """A static ability's rule reading the name chosen as its permanent entered (CR 607.2,
    :class:`AsEntersChooseOne`): every player is forbidden ``what`` for objects with that
    name (Pithing Needle, Phyrexian Revoker, Meddling Mage); none while no name is chosen."""

    what: NamedProhibition


@dataclass(frozen=True, slots=True)
class ModeChosen(Node):
    """The ability is the permanent's only if ``word`` was chosen as it entered ("• Khans —
    [ability]", CR 614.12a; the permanent has only the chosen mode's abilities): as a
    triggered ability's condition, it triggers only then."""

    word: str


@dataclass(frozen=True, slots=True)
class LeavesBattlefield(Node):
    """"Whenever [subject] leaves the battlefield" (CR 603.6c): a move from the battlefield to
    any zone; looks back in time (603.10a: the subject as it last existed)."""

    what: ThisObject | Each = ThisObject()
