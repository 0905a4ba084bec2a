"""Model nodes of keyword abilities that are triggered abilities (CR 702), and the trigger
events, conditions and effects only they need.

A triggered keyword ability is an ordinary
:class:`~mtgrules.model.abilities.TriggeredAbility` (so the trigger framework of CR 603 runs
it) whose ``keyword_tag`` says which keyword it is and with which parameter; the Oracle
compiler renders it as ``"Bushido 2"`` only when its event, effect and condition are exactly
those the keyword's rule defines (:mod:`mtgrules.keywords_triggered`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.mana import ManaCost
from mtgrules.model.base import CounterKind, Node
from mtgrules.model.refs import Each, ThisObject


class TriggerKeyword(enum.StrEnum):
    """Keyword abilities (CR 702) that are triggered abilities."""

    EXALTED = "exalted"          # 702.83a
    BUSHIDO = "bushido"          # 702.45a
    FLANKING = "flanking"        # 702.25a
    RAMPAGE = "rampage"          # 702.23a
    UNDYING = "undying"          # 702.93a
    PERSIST = "persist"          # 702.79a
    AFFLICT = "afflict"          # 702.130a
    BATTLE_CRY = "battle cry"    # 702.91a
    AFTERLIFE = "afterlife"      # 702.135a
    ECHO = "echo"                # 702.30a
    SOULSHIFT = "soulshift"      # 702.46a
    RENOWN = "renown"            # 702.112a
    CUMULATIVE_UPKEEP = "cumulative upkeep"  # 702.24a
    # the second family (mtgrules.keywords_counters)
    FABRICATE = "fabricate"      # 702.123a
    MENTOR = "mentor"            # 702.134a
    EVOLVE = "evolve"            # 702.100a
    EXTORT = "extort"            # 702.101a
    LIVING_WEAPON = "living weapon"  # 702.92a
    FOR_MIRRODIN = "for mirrodin!"   # 702.163a
    MODULAR = "modular"          # 702.43a (with its static ability)
    DETHRONE = "dethrone"        # 702.105a
    BACKUP = "backup"            # 702.165a
    VANISHING = "vanishing"      # 702.63a (with its other two abilities)
    FADING = "fading"            # 702.32a (with its static ability)
    TRAINING = "training"        # 702.149a
    MYRIAD = "myriad"            # 702.116a (mtgrules.keywords_copies)
    CASCADE = "cascade"          # 702.85a (mtgrules.keywords_cascade)
    STORM = "storm"              # 702.40a (mtgrules.keywords_cascade)
    INGEST = "ingest"            # 702.115a
    SOULBOND = "soulbond"        # 702.95a (its two triggers as one: mtgrules.rules.soulbond)


WITH_COST = frozenset({TriggerKeyword.ECHO, TriggerKeyword.CUMULATIVE_UPKEEP})
"""The triggered keywords written with a mana cost ("Echo {2}{R}", CR 702.30a)."""

PARAMETERISED = frozenset({TriggerKeyword.BUSHIDO, TriggerKeyword.RAMPAGE,
                           TriggerKeyword.AFFLICT, TriggerKeyword.AFTERLIFE,
                           TriggerKeyword.SOULSHIFT, TriggerKeyword.RENOWN,
                           TriggerKeyword.FABRICATE, TriggerKeyword.MODULAR,
                           TriggerKeyword.BACKUP, TriggerKeyword.VANISHING,
                           TriggerKeyword.FADING})
"""The triggered keywords written with a number ("Bushido 2", CR 702.45a)."""


@dataclass(frozen=True, slots=True)
class KeywordTag(Node):
    """Which keyword ability (CR 702) a triggered ability is: ``name`` and, for "Bushido N",
    ``n``; for "Echo {2}{R}", ``cost``."""

    name: TriggerKeyword
    n: int | None = None
    cost: ManaCost | None = None

    def _check(self) -> None:
        if (self.name in WITH_COST) != (self.cost is not None):
            self.fail(f"{self.name.value} {'needs' if self.name in WITH_COST else 'has no'}"
                      " cost")
        if (self.name in PARAMETERISED) != (self.n is not None):
            self.fail(f"{self.name.value} {'needs' if self.name in PARAMETERISED else 'has no'}"
                      " number")
        if self.n is not None and self.n < 1:
            self.fail("the number is at least 1")


@dataclass(frozen=True, slots=True)
class AttacksAlone(Node):
    """"Whenever [subject] attacks alone": it is the only creature declared as an attacker
    in the declare attackers step (CR 506.5, 702.83b)."""

    what: ThisObject | Each = ThisObject()


@dataclass(frozen=True, slots=True)
class AttacksWithOthers(Node):
    """"Whenever ~ and at least [N] other creatures attack" (battalion, CR 207.2c): it is
    declared as an attacker together with ``others`` or more other creatures (508.1)."""

    others: int = 2

    def _check(self) -> None:
        if self.others < 1:
            self.fail("at least one other creature")


@dataclass(frozen=True, slots=True)
class BlocksOrBecomesBlocked(Node):
    """"Whenever [subject] blocks or becomes blocked": once each combat however many
    creatures it blocks or is blocked by (CR 509.3c, 509.3d)."""

    what: ThisObject = ThisObject()
    blocks: bool = True
    becomes_blocked: bool = True

    def _check(self) -> None:
        if not (self.blocks or self.becomes_blocked):
            self.fail("blocks, becomes blocked, or both")


@dataclass(frozen=True, slots=True)
class AttacksOrBlocks(Node):
    """"Whenever [subject] attacks or blocks": when it is declared as an attacker (CR 508.3a)
    or as a blocker, once each combat however many creatures it blocks (509.3c)."""

    what: ThisObject = ThisObject()


@dataclass(frozen=True, slots=True)
class BecomesBlockedByCreatureWithout(Node):
    """"Whenever [subject] becomes blocked by a creature without [keyword]": once for each
    such blocking creature (CR 509.3f, 702.25a); that creature is the event's object."""

    keyword: TriggerKeyword
    what: ThisObject = ThisObject()


@dataclass(frozen=True, slots=True)
class HadNoCounters(Node):
    """"if it had no [kind] counters on it", judged on the object as it last existed on the
    battlefield (CR 603.10a, 702.79a, 702.93a)."""

    counter: CounterKind


@dataclass(frozen=True, slots=True)
class CameUnderControlSinceLastUpkeep(Node):
    """"if this permanent came under your control since the beginning of your last upkeep"
    (CR 702.30a)."""


@dataclass(frozen=True, slots=True)
class NotRenowned(Node):
    """"if it isn't renowned" (CR 702.112a-b)."""


@dataclass(frozen=True, slots=True)
class BecomeRenowned(Node):
    """"it becomes renowned" (CR 702.112b): a designation the permanent keeps until it
    leaves the battlefield."""


@dataclass(frozen=True, slots=True)
class ReturnDiedToBattlefield(Node):
    """"Return it to the battlefield [tapped] under its owner's control [with a +1/+1
    counter on it]" after the source died (CR 603.6d): the card it became in the graveyard
    (a new object, 400.7) is put onto the battlefield under its owner's control, tapped if
    ``tapped``, with one ``counter`` on it if set (122.6: it enters with it); nothing happens
    if it has left the graveyard. Also the effect of undying (a +1/+1 counter, CR 702.93a)
    and persist (a -1/-1 counter, 702.79a), which read "return it to the battlefield under
    its owner's control with a [kind] counter on it" (:func:`~mtgrules.model.
    keyword_abilities.ReturnWithCounter` builds it with that word order)."""

    tapped: bool = False
    counter: CounterKind | None = None


def ReturnWithCounter(counter: CounterKind, tapped: bool = False) -> ReturnDiedToBattlefield:
    """"Return it to the battlefield under its owner's control with a [kind] counter on it"
    (CR 702.79a, 702.93a, 603.6d): the one node
    :class:`ReturnDiedToBattlefield` with that counter (this was a node
    of its own running the same steps; the codec reads its old name, :data:`mtgrules.model.
    codec.RENAMED`)."""
    return ReturnDiedToBattlefield(tapped, counter)


@dataclass(frozen=True, slots=True)
class BlockersBeyondFirst(Node):
    """The number of creatures blocking the source beyond the first, times ``times``
    ("+N/+N for each creature blocking it beyond the first", CR 702.23a)."""

    times: int = 1
