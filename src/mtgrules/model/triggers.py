"""Trigger events and conditions of triggered abilities (CR 603).

A :class:`~mtgrules.model.abilities.TriggeredAbility` waits for one event ("When this
creature enters", "Whenever a player taps a land for mana", "At the beginning of your
upkeep"); the subject of the event is an object reference (:class:`ThisObject`, or
:class:`Each` with a filter for "a creature you control"). An intervening "if" clause
(CR 603.4) is a :data:`Condition`, checked when the event happens and on resolution.
The engine matches events in :mod:`mtgrules.rules.triggers`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.as_enters import LeavesBattlefield, ModeChosen
from mtgrules.model.base import Node, Step, Whose
from mtgrules.model.becomes_untapped import BecomesUntapped
from mtgrules.model.cascade import CastThisSpell
from mtgrules.model.class_events import PlayerAttacks, YouControlA
from mtgrules.model.conditions import CardsInGraveyard, SourceIs, ThatPlayerHandAtMost
from mtgrules.model.damage_triggers import PlayerDealtDamageBy
from mtgrules.model.delayed_triggers import DealtCombatDamageByCreature
from mtgrules.model.designations import MonarchTrigger
from mtgrules.model.dungeons import (
    AttackedWithTotalPower,
    CompletedDungeon,
    DiceRolled,
    DungeonCompleted,
    DuringYourTurn,
    IsDealtDamage,
    IsEquipped,
    RoomEntered,
)
from mtgrules.model.face_down import TurnedFaceUp
from mtgrules.model.faces import TransformsInto
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.history import (
    AttackedThisTurn,
    CreatureDiedThisTurn,
    LandEnteredThisTurn,
    LifeChangedThisTurn,
    ObjectIs,
    OpponentLostLifeThisTurn,
    TreasureManaSpent,
    WasKicked,
)
from mtgrules.model.keyword_abilities import (
    AttacksAlone,
    AttacksOrBlocks,
    AttacksWithOthers,
    BecomesBlockedByCreatureWithout,
    BlocksOrBecomesBlocked,
    CameUnderControlSinceLastUpkeep,
    HadNoCounters,
    NotRenowned,
)
from mtgrules.model.keywords_counters import (
    AttacksMostLife,
    AttacksWithGreaterPower,
    EvolveEnters,
    HasCounter,
    LastCounterRemoved,
)
from mtgrules.model.levelers import LevelCounters
from mtgrules.model.meld import OwnAndControlNamed
from mtgrules.model.monstrosity import BecomesMonstrous
from mtgrules.model.mutate import Mutates
from mtgrules.model.reflexive import ReflexiveEvent
from mtgrules.model.refs import AttachedObject, Each, ThisObject
from mtgrules.model.soulbond import BothUnpaired, IsPaired
from mtgrules.model.spell_history import ItsNthSpellThisTurn
from mtgrules.model.vehicles import BecomesCrewed


@dataclass(frozen=True, slots=True)
class YouSacrifice(Node):
    """"Whenever you sacrifice a [filter]" (CR 701.21a, 603.2): the ability's controller
    sacrifices a permanent matching ``filter`` (as a cost or an effect; once per
    permanent)."""

    filter: ObjectFilter = Filter()


@dataclass(frozen=True, slots=True)
class RollNatural20(Node):
    """"When you roll a natural 20" (CR 706.2: the die shows 20, before any modifier): of an
    instant or sorcery card it functions from its owner's graveyard, as its effect returns it
    from there (CR 113.6k)."""


@dataclass(frozen=True, slots=True)
class EndOfFirstCombat(Node):
    """"At the end of the first combat phase on your turn" (CR 511.2: as the end of combat
    step of the turn's first combat phase begins, on its controller's turn)."""


@dataclass(frozen=True, slots=True)
class DealsDamage(Node):
    """"Whenever [subject] deals damage": each time the subject deals damage (combat or
    noncombat, CR 120.3, 603.2); the event's amount is the damage dealt."""

    what: ThisObject | AttachedObject = ThisObject()


@dataclass(frozen=True, slots=True)
class ControlsNone(Node):
    """A state trigger (CR 603.8): "When you control no [permanents matching ``filter``]".
    It triggers whenever that is true and doesn't trigger again until the ability has left
    the stack; no game event triggers it."""

    filter: ObjectFilter


Subject = ThisObject | AttachedObject | Each
"""Which object an event must be about."""


@dataclass(frozen=True, slots=True)
class Enters(Node):
    """"When [subject] enters" (CR 603.6a). ``one_or_more``: "Whenever one or more [objects]
    enter": it triggers once for each batch of permanents entering at the same time
    (CR 603.2, :mod:`mtgrules.rules.batches`)."""

    what: Subject = ThisObject()
    one_or_more: bool = False
    or_this: bool = False
    """"Whenever ~ or another [permanent] enters" (rally, CR 207.2c): this object entering
    triggers it too; ``what`` is then the other permanents (an :class:`Each` with "other")"""

    def _check(self) -> None:
        if self.or_this and not isinstance(self.what, Each):
            self.fail("'~ or another' needs the other permanents as its subject")


@dataclass(frozen=True, slots=True)
class Dies(Node):
    """"When [subject] dies": put into a graveyard from the battlefield (CR 700.4); looks
    back in time (603.10a). ``any_permanent``: "is put into a graveyard from the
    battlefield", said of a permanent of any type (only a creature "dies"). ``one_or_more``:
    "Whenever one or more [creatures] die": once for each batch dying at the same time
    (CR 603.2, :mod:`mtgrules.rules.batches`)."""

    what: Subject = ThisObject()
    any_permanent: bool = False
    one_or_more: bool = False
    or_this: bool = False
    """"Whenever ~ or another [creature] dies" (CR 603.10a): this object dying triggers it
    too; ``what`` is then the other creatures (an :class:`Each` with "other")"""

    def _check(self) -> None:
        if self.or_this and not isinstance(self.what, Each):
            self.fail("'~ or another' needs the other creatures as its subject")


@dataclass(frozen=True, slots=True)
class Attacks(Node):
    """"Whenever [subject] attacks" (CR 508.3a)."""

    what: Subject = ThisObject()


@dataclass(frozen=True, slots=True)
class EntersOrAttacks(Node):
    """"Whenever [subject] enters or attacks": one ability that triggers on either event
    (CR 603.2, 603.6a, 508.3a)."""

    what: ThisObject = ThisObject()


@dataclass(frozen=True, slots=True)
class BeginningOf(Node):
    """"At the beginning of [whose] [step]" (CR 503.1a, 513.1a)."""

    step: Step
    whose: Whose = Whose.YOU
    the: bool = False
    """"At the beginning of the end step": the older wording of "each end step" (the same
    rules, CR 513.1a), kept for the rendering"""


@dataclass(frozen=True, slots=True)
class SpellCast(Node):
    """"Whenever [who] cast(s) a [filter] spell" (CR 601.2i, 603.2)."""

    who: Whose = Whose.YOU
    spell: ObjectFilter = Filter()
    nth: int | None = None
    """"Whenever you cast your second spell each turn": only the caster's ``nth`` spell of
    the turn (CR 601.2i)"""
    targets_this: bool = False
    """"Whenever you cast a spell that targets ~" (heroic, CR 207.2c): only a spell one of
    whose targets, chosen as it was cast (601.2c), is this object"""


@dataclass(frozen=True, slots=True)
class TappedForMana(Node):
    """"Whenever [subject] is tapped for mana" / "a player taps a land for mana"
    (CR 106.12a, 605.1b)."""

    what: Subject


@dataclass(frozen=True, slots=True)
class ChapterReached(Node):
    """A Saga chapter ability (CR 714.2b): triggers when lore counters reach ``chapter``."""

    chapter: int

    def _check(self) -> None:
        if self.chapter < 1:
            self.fail("chapters start at 1")


@dataclass(frozen=True, slots=True)
class BecomesLevel(Node):
    """"When this Class becomes level N" (CR 716.2b)."""

    level: int


@dataclass(frozen=True, slots=True)
class Draws(Node):
    """"Whenever [who] draw(s) a card" (CR 121.1)."""

    who: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class GainsLife(Node):
    """"Whenever [who] gain(s) life" (CR 119.9)."""

    who: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class DealsCombatDamageToPlayer(Node):
    """"Whenever [subject] deals combat damage to a player" (CR 510.2)."""

    what: Subject = ThisObject()


@dataclass(frozen=True, slots=True)
class BecomesTarget(Node):
    """"Whenever [subject] becomes the target of a spell or ability [who] control(s)"
    (CR 115.1, 603.2; ward, 702.21a). The event's object is the spell or ability, its player
    that spell's or ability's controller."""

    what: Subject = ThisObject()
    who: Whose = Whose.OPPONENT


class EventJoin(enum.StrEnum):
    """How the two events of an :class:`EitherEvent` are written."""

    OR = "or"
    """"Whenever you cast a red spell or a Mountain you control enters"."""
    AND = "and"
    """"At the beginning of your upkeep and whenever you cast a red spell"."""


@dataclass(frozen=True, slots=True)
class EitherEvent(Node):
    """One triggered ability with two trigger events (CR 603.2): it triggers on each
    occurrence of either ("Whenever you cast a red spell or a Mountain you control enters",
    "At the beginning of your upkeep and whenever you cast a red spell")."""

    first: TriggerEvent
    second: TriggerEvent
    join: EventJoin = EventJoin.OR

    def _check(self) -> None:
        if isinstance(self.first, EitherEvent) or isinstance(self.second, EitherEvent):
            self.fail("two events, not more")


from mtgrules.model.sacrifice_triggers import YouSacrificeThis  # noqa: E402

TriggerEvent = (DealsDamage | ControlsNone  # CR 120.3, 603.8
                | PlayerAttacks  # "whenever you attack" (the Class cards)
                | YouSacrifice  # CR 701.21a
                | Enters | Dies | Attacks | BeginningOf | SpellCast | TappedForMana
                | Mutates  # mutate (CR 702.140d)
                | ChapterReached | BecomesLevel | Draws | GainsLife | DealsCombatDamageToPlayer
                | AttacksAlone | BlocksOrBecomesBlocked | BecomesBlockedByCreatureWithout
                | AttacksWithOthers
                | BecomesTarget | RoomEntered | DungeonCompleted | DiceRolled | IsDealtDamage
                | EvolveEnters | AttacksMostLife | TurnedFaceUp | LastCounterRemoved
                | AttacksWithGreaterPower | MonarchTrigger | LeavesBattlefield
                | ReflexiveEvent  # CR 603.12 (model.reflexive)
                | RollNatural20  # from the graveyard (CR 706.2)
                | EndOfFirstCombat  # CR 511.2
                | CastThisSpell  # "When you cast this spell" (model.cascade)
                | BecomesMonstrous  # CR 701.37b (model.monstrosity)
                | BecomesUntapped  # CR 701.26b (model.becomes_untapped)
                | BecomesCrewed  # CR 702.122d (model.vehicles)
                | EntersOrAttacks  # CR 603.6a, 508.3a
                | AttacksOrBlocks  # CR 508.3a, 509.3c (model.keyword_abilities)
                | DealtCombatDamageByCreature  # CR 510.2 (model.delayed_triggers)
                | TransformsInto  # CR 701.27e (model.faces)
                | PlayerDealtDamageBy  # CR 120.3 (model.damage_triggers)
                | YouSacrificeThis  # CR 701.21a, 603.10a (model.sacrifice_triggers)
                | EitherEvent)  # one ability, two events (CR 603.2)
"""Any trigger event."""


@dataclass(frozen=True, slots=True)
class NoSpellsCastLastTurn(Node):
    """"if no spells were cast last turn": no player cast a spell during the previous turn
    (the werewolves' transform condition, CR 603.4)."""


@dataclass(frozen=True, slots=True)
class PlayerCastSpellsLastTurn(Node):
    """"if a player cast two or more spells last turn": some player cast at least ``count``
    spells during the previous turn (CR 603.4)."""

    count: int = 2


from mtgrules.model.copies import HadCounters  # noqa: E402
from mtgrules.model.life_totals import LifeTotals  # noqa: E402
from mtgrules.model.linked_exile import CardsExiledWithSource  # noqa: E402
from mtgrules.model.player_effects import OpponentControlsMore  # noqa: E402

Condition = (CardsInGraveyard | SourceIs  # model.conditions
             | YouControlA  # "if you control a [permanent]" (the Class cards)
             | ThatPlayerHandAtMost  # model.conditions
             | CreatureDiedThisTurn | NoSpellsCastLastTurn | PlayerCastSpellsLastTurn
             | OwnAndControlNamed  # meld cards (CR 712.4a)
             | HadNoCounters | CompletedDungeon | CameUnderControlSinceLastUpkeep
             | AttackedWithTotalPower | IsEquipped | DuringYourTurn | NotRenowned
             | LevelCounters | HasCounter | CardsExiledWithSource
             | TreasureManaSpent | LifeChangedThisTurn | LandEnteredThisTurn | ObjectIs
             | AttackedThisTurn | OpponentLostLifeThisTurn | WasKicked
             | ModeChosen  # the as-enters choice's modes (model.as_enters)
             | OpponentControlsMore  # model.player_effects
             | HadCounters  # copy effects (model.copies)
             | LifeTotals  # "as long as you have 30 or more life and ..." (CR 611.3a)
             | ItsNthSpellThisTurn  # "if it's the second creature spell ..." (Vengevine)
             | BothUnpaired | IsPaired)  # soulbond (CR 702.95, model.soulbond)
"""Any condition (intervening "if", CR 603.4)."""
