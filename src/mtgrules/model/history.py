"""Conditions and amounts on how a spell was paid for and on what happened this turn (the
third AFR batch's costs and conditions), and the conditional effect that reads them.

- :class:`TreasureManaSpent` / :class:`TreasureManaCount`: "if mana from a Treasure was spent
  to cast it", "for each mana from a Treasure that was spent to cast ~" (CR 106.3, 601.2h:
  the engine notes which mana in a pool a Treasure's ability made, and how much of it each
  spell or ability was paid with);
- :class:`LifeChangedThisTurn`: "if you gained 3 or more life this turn" (119.3, 119.9);
- :class:`LandEnteredThisTurn`, :class:`EnteredThisTurnCount`: "if you had a land enter the
  battlefield under your control this turn", "the number of Goblins that entered the
  battlefield under your control this turn" (recorded as each permanent enters);
- :class:`ObjectIs`: "if that permanent is green" (CR 105.2, the object's current color);
- :class:`SacrificedValue`: "the sacrificed artifact's mana value" (608.2h: last known
  information of a permanent sacrificed to pay the cost);
- :class:`IfElse`: "If [condition], [effects]" and "... If [condition], [other effects]
  instead" (608.2c: the later text modifies the earlier).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.comparisons import FewerThanAnOpponent, LessLifeThanAnOpponent, YourLifeAtMost
from mtgrules.model.counter_thresholds import HasCountersOn
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import ObjectRef


class SpentFor(enum.StrEnum):
    """What the mana was spent on: the words after "spent to"."""

    CAST_THIS = "cast ~"
    """the resolving spell itself ("to cast this spell", normalised to ``~``)"""
    CAST_IT = "cast it"
    """the permanent the triggered ability is of, as it was cast"""
    ACTIVATE = "activate this ability"
    """the resolving activated ability"""


@dataclass(frozen=True, slots=True)
class TreasureManaSpent(Node):
    """"if mana from a Treasure was spent to [cast ~ / cast it / activate this ability]"."""

    spent_for: SpentFor = SpentFor.CAST_THIS


@dataclass(frozen=True, slots=True)
class TreasureManaCount(Node):
    """"for each mana from a Treasure that was spent to cast ~": the amount of such mana."""

    spent_for: SpentFor = SpentFor.CAST_THIS


@dataclass(frozen=True, slots=True)
class LifeChangedThisTurn(Node):
    """"if you gained/lost ``n`` or more life this turn" (the ability's controller)."""

    gained: bool
    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("n must be at least 1")


@dataclass(frozen=True, slots=True)
class LandEnteredThisTurn(Node):
    """"if you had a land enter the battlefield under your control this turn"."""


@dataclass(frozen=True, slots=True)
class AttackedThisTurn(Node):
    """"if you attacked this turn": the controller declared one or more attackers this turn
    (CR 508.1; raid)."""


@dataclass(frozen=True, slots=True)
class OpponentLostLifeThisTurn(Node):
    """"if an opponent lost life this turn" (CR 119.3)."""


@dataclass(frozen=True, slots=True)
class EnteredThisTurnCount(Node):
    """"the number of [filter] that entered the battlefield under your control this turn":
    permanents matching ``filter`` as they entered (types and subtypes; CR 603.6a), counted
    even if they left since."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class ObjectIs(Node):
    """"if that permanent is green": whether the object matches ``filter`` now (a filter of
    colors only)."""

    obj: ObjectRef
    filter: ObjectFilter


class SacrificedField(enum.StrEnum):
    """Which characteristic of the sacrificed permanent."""

    MANA_VALUE = "mana value"
    POWER = "power"


@dataclass(frozen=True, slots=True)
class SacrificedValue(Node):
    """"the sacrificed [noun]'s mana value/power" (608.2h: as it last existed on the
    battlefield); ``noun`` is the word the card uses ("artifact", "creature")."""

    field: SacrificedField
    noun: str


@dataclass(frozen=True, slots=True)
class WasKicked(Node):
    """"if this spell was kicked" (written "~ was kicked", CR 702.33d: its kicker cost was
    paid as it was cast) or, ``it``, "if it was kicked": the permanent entered from a kicked
    spell (702.33e, an intervening "if" of its "enters" trigger, 603.4)."""

    it: bool = False


@dataclass(frozen=True, slots=True)
class YouControlAtLeast(Node):
    """A static ability's condition "As long as you control N or more [filter]" (CR 604.1,
    611.3a): its continuous effects apply only while it holds."""

    filter: ObjectFilter
    count: int
    suffix: bool = False
    """the text puts the condition after the effect ("~ gets +1/+2 as long as you control a
    Forest"); the rules are the same"""

    def _check(self) -> None:
        if self.count < 1:
            self.fail("the count must be at least 1")


@dataclass(frozen=True, slots=True)
class CreatureDiedThisTurn(Node):
    """"if a creature died this turn" (CR 700.4): an intervening "if" (603.4), a spell's
    condition (morbid: "... instead if a creature died this turn", 608.2c) or a cost's."""


@dataclass(frozen=True, slots=True)
class OpponentControlsAtLeast(Node):
    """"an opponent controls four or more lands": some one opponent controls ``count`` or more
    permanents matching ``filter`` (Tectonic Edge's "Activate only if ...", CR 602.5b)."""

    filter: ObjectFilter
    count: int

    def _check(self) -> None:
        if self.count < 1:
            self.fail("the count must be at least 1")


EffectCondition = (TreasureManaSpent | LifeChangedThisTurn | LandEnteredThisTurn | ObjectIs
                   | AttackedThisTurn | OpponentLostLifeThisTurn | WasKicked
                   | CreatureDiedThisTurn  # morbid (CR 700.4)
                   | YouControlAtLeast
                   | OpponentControlsAtLeast  # "an opponent controls four or more lands"  # metalcraft: "if you control three or more artifacts"
                   | LessLifeThanAnOpponent | FewerThanAnOpponent  # model.comparisons
                   | YourLifeAtMost
                   | HasCountersOn)  # model.counter_thresholds
"""A condition an effect checks as it resolves."""


class IfForm(enum.StrEnum):
    """How the conditional effect is written."""

    IF = "if"
    """"If [condition], [then]." (no ``otherwise``)"""
    INSTEAD_AFTER = "instead_after"
    """"[otherwise]. If [condition], [then, with the shared object left out] instead.\""""
    INSTEAD_AFTER_IT = "instead_after_it"
    """"[otherwise]. If [condition], it [then, with the shared object left out] instead.":
    ``then`` is the source's own ("~ deals 4 damage"), written "it" ("If this spell was
    kicked, it deals 4 damage instead.")"""
    INSTEAD_IF = "instead_if"
    """"[otherwise]. [then, with the shared object left out or written "that creature"]
    instead if [condition].": the condition after the effect (Galvanic Blast, Tragic Slip)"""
    INSTEAD_THOSE_TOKENS = "instead_those_tokens"
    """"[otherwise]. If [condition], create N of those tokens instead.": ``then`` is
    ``otherwise``'s token creation with another count (Gather the Townsfolk, Rite of
    Replication; CR 111.2, 608.2c)"""
    ALSO = "also"
    """"If [condition], that creature also [then].\""""
    IF_AFTER = "if_after"
    """"[then] if [condition].": the condition after the effect, nothing done otherwise (Ring
    of Valkas: "put a +1/+1 counter on equipped creature if it's red")"""


@dataclass(frozen=True, slots=True)
class IfElse(Node):
    """"If [condition], [then]" with the effects done otherwise (608.2c); ``form``: the
    wording (see :class:`IfForm`)."""

    condition: EffectCondition
    then: tuple[Node, ...]
    otherwise: tuple[Node, ...] = ()
    form: IfForm = IfForm.IF

    def _check(self) -> None:
        if not self.then:
            self.fail("has no effects")
        if (self.form in (IfForm.IF, IfForm.ALSO, IfForm.IF_AFTER)) != (not self.otherwise):
            self.fail("only an 'instead' form has other effects")
