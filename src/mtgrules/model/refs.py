"""References to objects and players inside an ability ("target creature", "this creature",
"each opponent", "defending player", "it").

A reference is resolved when the effect using it happens (CR 608.2): a target reference to
the target chosen for that slot if it is still legal (CR 608.2b), an :class:`Each` to every
object matching its filter now, :class:`Those` to the objects the previous effect of the same
ability acted on ("Tap all ... They don't untap", "Gain control of ... Untap it"). The engine
resolves them in :mod:`mtgrules.effects.refs`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import Filter, ObjectFilter


@dataclass(frozen=True, slots=True)
class TargetRef(Node):
    """The target chosen for target slot ``slot`` (0-based) of the ability (CR 115.1): an
    object or a player; nothing if that target became illegal (CR 608.2b)."""

    slot: int = 0

    def _check(self) -> None:
        if self.slot < 0:
            self.fail("slot must be >= 0")


@dataclass(frozen=True, slots=True)
class ThisObject(Node):
    """The ability's source ("this creature", the card's own name, CR 201.5, 109.2)."""


@dataclass(frozen=True, slots=True)
class AttachedObject(Node):
    """The object the source is attached to ("enchanted creature", "equipped creature",
    CR 303.4, 301.5). ``equipped``: the text says "equipped" (301.5a, 301.5f), else
    "enchanted" (303.4b); the rules are the same. ``noun``: the word the text names it by
    ("enchanted land"), which the Aura's enchant restriction already guarantees (303.4d,
    704.5m): for rendering only."""

    equipped: bool = False
    noun: str = "creature"

    def _check(self) -> None:
        if self.noun not in ("creature", "permanent", "land", "artifact", "enchantment",
                             "Equipment"):
            self.fail(f"unknown noun {self.noun!r}")


@dataclass(frozen=True, slots=True)
class AffectedObject(Node):
    """In a continuous effect, the object it is being applied to ("it" in "is a creature
    with power equal to the number of loyalty counters on it")."""


@dataclass(frozen=True, slots=True)
class EventObject(Node):
    """The object the trigger event was about ("that creature", "that land"; CR 603.2).
    ``word``: "it" when the text names it with the pronoun ("Whenever a creature an opponent
    controls attacks, it gets -1/-0 until end of turn"), else empty (for rendering; the rules
    are the same)."""

    word: str = ""

    def _check(self) -> None:
        if self.word not in ("", "it"):
            self.fail(f"word {self.word!r} is not '' or 'it'")


@dataclass(frozen=True, slots=True)
class Those(Node):
    """The objects the previous effect of this ability acted on ("it", "they", "them").
    ``word``: the words the text uses for them (for rendering; the rules are the same), or
    empty when the text doesn't matter."""

    word: str = ""

    def _check(self) -> None:
        if self.word not in THOSE_WORDS:
            self.fail(f"word {self.word!r} is not one of {THOSE_WORDS}")


THOSE_WORDS = ("", "it", "they", "them", "those creatures", "that creature", "that card",
               "those cards", "that token", "those tokens", "those lands", "that permanent")
"""The words :class:`Those` may be written with."""


@dataclass(frozen=True, slots=True)
class ExiledCards(Node):
    """"The exiled card" / "the exiled cards" (CR 607.2a): the cards an ability of the same
    object exiled (its linked ability), each still in exile: a card that left exile is a new
    object with no link (400.7). ``plural``: the text says "cards"; ``owners``: the text
    says "their owners'" (hands, control) rather than "their owner's": both for rendering
    only (the rules are the same, 607.3)."""

    plural: bool = False
    owners: bool = False

    def _check(self) -> None:
        if self.owners and not self.plural:
            self.fail("\"owners'\" is written only for several cards")


@dataclass(frozen=True, slots=True)
class You(Node):
    """The ability's controller (CR 109.5)."""


@dataclass(frozen=True, slots=True)
class EachPlayer(Node):
    """Each player still in the game (CR 800.4a)."""


@dataclass(frozen=True, slots=True)
class EachOpponent(Node):
    """Each opponent of the controller (CR 102.3)."""


@dataclass(frozen=True, slots=True)
class DefendingPlayer(Node):
    """The defending player of the attack that triggered the ability (CR 506.2)."""


@dataclass(frozen=True, slots=True)
class AttackedPlayerOrPlaneswalker(Node):
    """"The player or planeswalker it's attacking": what the trigger event's attacking
    creature attacks (CR 508.1b), while it is attacking; once it has left combat, what it
    was attacking (608.2h). A planeswalker that has left the battlefield is no one."""


@dataclass(frozen=True, slots=True)
class EventPlayer(Node):
    """The player the trigger event was about ("that player")."""


@dataclass(frozen=True, slots=True)
class ControllerOf(Node):
    """"Its controller": the player who controls ``obj`` (CR 108.4), or who controlled it
    when it last existed on the battlefield if it has left (last known information,
    CR 608.2h: "Exile target creature. Its controller gains life equal to its power")."""

    obj: ObjectRef


@dataclass(frozen=True, slots=True)
class PlayerOrControllerOf(Node):
    """"That player or that planeswalker's controller" (CR 108.4, 115.1): the player
    ``target`` (a "target player or planeswalker") is, or, when it is a permanent, its
    controller (last known information if it has left, 608.2h)."""

    target: TargetRef


PlayerRef = (You | EachPlayer | EachOpponent | DefendingPlayer | EventPlayer | TargetRef
             | ControllerOf | PlayerOrControllerOf | AttackedPlayerOrPlaneswalker)
"""A reference to zero or more players."""


@dataclass(frozen=True, slots=True)
class Each(Node):
    """Every object matching ``filter`` ("each creature", "permanents you control").
    ``controlled_by``: only those controlled by these players ("target opponent controls"),
    in addition to the filter's own controller criterion."""

    filter: ObjectFilter = Filter()
    controlled_by: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class EachInChosenSector(Node):
    """Every object matching ``filter`` in the sector chosen earlier in this effect
    (CR 702.158; "each creature in the sector of your choice")."""

    filter: ObjectFilter = Filter()


@dataclass(frozen=True, slots=True)
class TargetAndSameName(Node):
    """"target creature and all other creatures with the same name as that creature": the
    target ``target`` and every other permanent matching ``filter`` whose
    name is the target's (CR 201.2), judged as the effect happens; nothing if the target is
    gone (CR 608.2b). An object with no name (face down, CR 708.2) shares it with none."""

    target: TargetRef = TargetRef(0)
    filter: ObjectFilter = Filter()


@dataclass(frozen=True, slots=True)
class ThisAndPaired(Node):
    """"each of those creatures" / "both creatures" after "As long as ~ is paired with
    another creature" (soulbond, CR 702.95b): this creature and the creature it's paired
    with (:mod:`mtgrules.rules.soulbond`)."""


ObjectRef = (TargetRef | ThisObject | AttachedObject | AffectedObject | EventObject | Those
             | Each | EachInChosenSector | ExiledCards | TargetAndSameName
             | ThisAndPaired)  # soulbond (CR 702.95b)
"""A reference to zero or more objects."""

Ref = ObjectRef | PlayerRef
"""An object or player reference ("any target" damage goes to either)."""

YOU = You()
THIS = ThisObject()
TARGET0 = TargetRef(0)
