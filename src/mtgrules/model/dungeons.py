"""Dungeons (CR 309), venture into the dungeon (701.49) and die rolls (706): the typed nodes.

- :class:`Venture`: the effect "Venture into the dungeon" (701.49a-c);
- :class:`RoomEntered`: the trigger condition of a room ability, never printed: "When you move
  your venture marker into this room" (309.4c);
- :class:`DungeonCompleted`: "Whenever you complete a dungeon" (309.7);
- :class:`SacrificeOneOfEach`, :class:`LoseLifeUnless`: the sacrifices of Tomb of Annihilation's
  rooms and similar text ("sacrifices a creature, an artifact, and a land", 701.21a);
- :class:`AttackedWithTotalPower`: pack tactics' "if you attacked with creatures with total
  power 6 or greater this combat";
- :class:`DiceRolled`, :class:`IsDealtDamage`: "Whenever you roll one or more dice",
  "Whenever ~ is dealt damage";
- :class:`IsEquipped`, :class:`DuringYourTurn`: conditions of "as long as" statics;
- :class:`CompletedDungeon`: the condition "if you've completed a dungeon" / "if you haven't
  completed Tomb of Annihilation" (309.7);
- :class:`ChooseTarget`: "Choose target creature, then roll a d20" (706.3);
- :class:`IfRolledAtLeast`: "If any of those results was 10 or higher, ..." (706.2);

Die rolls (:class:`~mtgrules.model.effects.RollDie`) are effects, in :mod:`mtgrules.model.effects`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node, Whose
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import ObjectRef, PlayerRef, ThisObject


@dataclass(frozen=True, slots=True)
class ChooseTarget(Node):
    """"Choose target creature, then roll a d20": the target is named so that the results
    table after the roll refers to it as "that creature" (CR 115.1, 706.3; the target is
    chosen as the ability is put on the stack, 601.2c). ``what`` is the target reference."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Venture(Node):
    """"Venture into the dungeon" (CR 701.49a-c): the ability's controller enters a dungeon
    or moves their venture marker to the next room, or completes the dungeon and starts
    another."""


@dataclass(frozen=True, slots=True)
class RoomEntered(Node):
    """The trigger condition of the room ability of room ``room`` (its index in the
    dungeon): "When you move your venture marker into this room" (CR 309.4c)."""

    room: int

    def _check(self) -> None:
        if self.room < 0:
            self.fail("room index must be >= 0")


@dataclass(frozen=True, slots=True)
class DungeonCompleted(Node):
    """"Whenever you complete a dungeon" (CR 309.7): ``who`` completes one."""

    who: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class CompletedDungeon(Node):
    """"you've completed a dungeon" (CR 309.7), or ``name``: "you've completed [name]";
    ``negated``: "you haven't completed ..."."""

    name: str | None = None
    negated: bool = False


@dataclass(frozen=True, slots=True)
class SacrificeOneOfEach(Node):
    """"[Player] sacrifices a creature, an artifact, and a land", (CR 701.21a): each player of ``who``, in turn order starting
    with the active player (101.4), chooses a different permanent they control matching each
    filter of ``filters`` in order (none if they control none), then all are sacrificed at
    once. ``of_their_choice``: the text says "of their choice"."""

    who: PlayerRef
    filters: tuple[ObjectFilter, ...]
    of_their_choice: bool = False

    def _check(self) -> None:
        if not self.filters:
            self.fail("sacrifices nothing")


@dataclass(frozen=True, slots=True)
class LoseLifeUnless(Node):
    """"[Players] lose N life unless they discard a card / sacrifice a [filter]" (CR 118.12,
    101.4): each player of ``who`` in turn order chooses whether to discard ``discard`` cards
    (or sacrifice a permanent matching ``sacrifice``); each who doesn't loses ``amount``
    life. Exactly one of ``discard`` and ``sacrifice`` is given."""

    amount: Amount
    who: PlayerRef
    discard: int = 0
    sacrifice: ObjectFilter | None = None

    def _check(self) -> None:
        if (self.discard > 0) == (self.sacrifice is not None) or self.discard < 0:
            self.fail("give exactly one of discard and sacrifice")


@dataclass(frozen=True, slots=True)
class AttackedWithTotalPower(Node):
    """Pack tactics' condition, "if you attacked with creatures with total power N or greater
    this combat": the total power of the creatures the active player declared as attackers,
    as they were declared (CR 508.1; AFR release notes)."""

    power: int

    def _check(self) -> None:
        if self.power < 1:
            self.fail("power must be at least 1")


@dataclass(frozen=True, slots=True)
class DiceRolled(Node):
    """"Whenever you roll one or more dice" (CR 706): ``who`` rolls (one trigger per roll
    instruction)."""

    who: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class IsDealtDamage(Node):
    """"Whenever ~ is dealt damage" (CR 120.3): any source deals damage to the object."""

    what: ThisObject = ThisObject()


@dataclass(frozen=True, slots=True)
class IsEquipped(Node):
    """"as long as ~ is equipped": an Equipment is attached to the source (CR 301.5a)."""


@dataclass(frozen=True, slots=True)
class DuringYourTurn(Node):
    """"during your turn": the source's controller is the active player (CR 102.1)."""


@dataclass(frozen=True, slots=True)
class PutFromHand(Node):
    """"You may put a [filter] card from your hand onto the battlefield" (CR 305.4 for a land:
    not playing it): the controller chooses such a card in their hand, or none."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class IfRolledAtLeast(Node):
    """"If any of those results was 10 or higher, [effects]" in a "whenever you roll one or
    more dice" trigger: the effects happen only if a result of the triggering roll (the rolls
    not ignored, CR 706.6) is at least ``at_least`` (CR 706.2, 603.2)."""

    at_least: int
    effects: tuple[Node, ...]

    def _check(self) -> None:
        if not self.effects:
            self.fail("has no effects")
        if self.at_least < 1:
            self.fail("a result of at least 1")
