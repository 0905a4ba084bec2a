"""Replacement and prevention effects (CR 614-616) of static abilities.

Each says which event it watches ("if a land is tapped for mana", "if one or more +1/+1
counters would be put on a creature you control", "enters with") and what happens instead.
When several apply to one event, the affected player or the affected object's controller
chooses the order, each applying once (CR 616.1). The engine applies them where the event
happens: mana production (:mod:`mtgrules.rules.mana_production`), counters and entering
(:mod:`mtgrules.rules.actions`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.as_enters import AsEntersChoose, AsEntersChooseOne
from mtgrules.model.base import Color, CounterKind, ManaType, Node, Whose
from mtgrules.model.copies import CopyException
from mtgrules.model.dice_replacement import (
    GainLifePlus,
    GainLifeTwice,
    OthersEnterWithCounters,
    RollAdditionalDie,
)
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.graveyard_replacement import (
    DiscardedByOpponentEnters,
    ExileInsteadOfGraveyard,
)
from mtgrules.model.history import EffectCondition
from mtgrules.model.keywords_counters import (
    BloodthirstCounters,
    DevourCounters,
    MayEnterWithCounter,
)
from mtgrules.model.lands import EntersTappedUnless
from mtgrules.model.manlands import EntersTappedIf
from mtgrules.model.prevention import (
    AsEntersPayLifeOrTapped,
    ExileIfDealtDamageWouldDie,
    PreventDamageRemoveCounter,
    ScaleCounters,
)
from mtgrules.model.walker_abilities import PreventDamageToSelf


@dataclass(frozen=True, slots=True)
class DamagePlus(Node):
    """"If a [color] source you control would deal [noncombat] damage to an opponent or a
    permanent an opponent controls, it deals that much damage plus ``extra`` instead"
    (CR 614.1a; with ``to_opponents`` False: "to a permanent or player"). ``other``:
    "another source" (not this permanent); ``colors``: the source has all of them;
    ``to_that``: the wording "... plus N to that permanent or player instead". Like a
    prevention effect, it is applied in the order the affected player or the affected
    permanent's controller chooses (CR 616.1), once per damage event (616.1f)."""

    extra: int
    noncombat: bool = False
    to_opponents: bool = True
    other: bool = False
    colors: frozenset[Color] = frozenset()
    to_that: bool = False

    def _check(self) -> None:
        if self.extra < 1:
            self.fail("the damage is increased by at least 1")
        if self.to_that and self.to_opponents:
            self.fail("'to that permanent or player' follows 'a permanent or player' only")


@dataclass(frozen=True, slots=True)
class EntersWithCounters(Node):
    """"[This permanent] enters with N [kind] counters on it" (CR 614.1c, a self-replacement
    effect, 614.15; X is the spell's X, 107.3m). ``if_kicked``: "If this creature was kicked,
    it enters with ..." applies only when the spell it was had been kicked (702.33d-e)."""

    counter: CounterKind
    amount: Amount
    if_kicked: bool = False
    condition: EffectCondition | None = None
    """"... if you attacked this turn": applies only if it holds as the permanent enters"""
    tapped: bool = False
    """"enters tapped with two charge counters on it": it also enters tapped (CR 614.1c)"""
    tapped_and: bool = False
    """the wording "enters tapped and with ..." (Sphere of the Suns) of ``tapped``"""

    def _check(self) -> None:
        if self.tapped_and and not self.tapped:
            self.fail("'tapped and with' needs tapped")


@dataclass(frozen=True, slots=True)
class EntersTapped(Node):
    """"[This permanent] enters tapped" (CR 614.1c)."""


@dataclass(frozen=True, slots=True)
class ExtraCounters(Node):
    """"If one or more [kind] counters would be put on [filter], that many plus N [kind]
    counters are put on it instead" (CR 614.1a)."""

    counter: CounterKind
    on: ObjectFilter
    extra: int = 1


@dataclass(frozen=True, slots=True)
class MultiplyMana(Node):
    """"If [who] tap(s) a permanent for mana, it produces N times as much of that mana
    instead" (CR 106.12b, 614.1a)."""

    factor: int
    who: Whose = Whose.YOU

    def _check(self) -> None:
        if self.factor < 2:
            self.fail("factor must be at least 2")


@dataclass(frozen=True, slots=True)
class TappedForManaProducesInstead(Node):
    """"If [a land] is tapped for mana, it produces [mana] instead of any other type and
    amount" (CR 106.12b)."""

    mana: ManaType
    source: ObjectFilter = Filter()


@dataclass(frozen=True, slots=True)
class PreventDamage(Node):
    """"Prevent all [combat] damage that would be dealt to [filter]" (CR 615.1a)."""

    to: ObjectFilter
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class EntersAsCopy(Node):
    """"You may have [this permanent] enter as a copy of any [filter] on the battlefield"
    (CR 707.5, 614.1c): as it enters, its controller may choose a permanent matching ``of``;
    it enters with that permanent's copiable values (707.2, layer 1, 613.2a). ``exceptions``:
    "except it's an artifact in addition to its other types" (707.9b: they become part of
    the copy's copiable values), in text order."""

    of: ObjectFilter
    exceptions: tuple[CopyException, ...] = ()


ReplacementEffect = (EntersWithCounters | EntersTapped | ExtraCounters | MultiplyMana
                     | TappedForManaProducesInstead | PreventDamage | EntersAsCopy
                     | PreventDamageRemoveCounter | ExileIfDealtDamageWouldDie | ScaleCounters
                     | AsEntersPayLifeOrTapped
                     | EntersTappedUnless | BloodthirstCounters | MayEnterWithCounter
                     | DevourCounters
                     | PreventDamageToSelf  # planeswalkers' statics (CR 615.1a)
                     | AsEntersChoose | AsEntersChooseOne  # CR 614.12a (model.as_enters)
                     | EntersTappedIf  # creature lands (model.manlands)
                     | DamagePlus  # a damage increase (CR 614.1a)
                     | RollAdditionalDie | GainLifePlus | OthersEnterWithCounters  # dice and life (model.dice_replacement)
                     | ExileInsteadOfGraveyard | DiscardedByOpponentEnters | GainLifeTwice)  # (model.graveyard_replacement)
"""Any replacement or prevention effect."""
