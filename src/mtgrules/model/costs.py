"""Costs (CR 118, 601.2f-h, 602.1a) and cost modifications.

A :class:`Cost` lists the components of an activation cost or an additional cost: mana,
{T} (CR 107.5), {Q} (107.6), sacrificing the source or other permanents (701.21), paying
life (119.4), discarding (701.9), a loyalty change (606.4), tapping or untapping other
permanents. :class:`ReduceCost` is a static cost reduction (CR 601.2f, 602.2b) applied when
the total cost is determined.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.mana import ManaCost
from mtgrules.model.base import CounterKind, Node, Whose
from mtgrules.model.cost_changes import ChangeSpellCost
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import ObjectRef, ThisObject


@dataclass(frozen=True, slots=True)
class ChooseOthers(Node):
    """``count`` permanents matching ``filter`` you control, other than the source
    ("Tap two untapped red creatures you control", "Sacrifice a creature")."""

    count: int
    filter: ObjectFilter

    def _check(self) -> None:
        if self.count < 1:
            self.fail("count must be at least 1")


@dataclass(frozen=True, slots=True)
class RemoveCounters(Node):
    """"Remove [n] [kind] counter(s) from [this permanent]" as a cost (CR 118.3, 122.6,
    602.2h): payable only if the source has at least ``n`` such counters."""

    counter: CounterKind
    n: int = 1

    def _check(self) -> None:
        if self.n < 1:
            self.fail("remove at least one counter")


@dataclass(frozen=True, slots=True)
class Cost(Node):
    """An activation or additional cost; components are paid in the order of CR 601.2h.

    ``mana``: mana symbols; ``tap``: {T}; ``untap``: {Q}; ``sacrifice_self``: "Sacrifice
    this ..."; ``discard_self``: "Discard this card" (an ability that functions in the hand,
    e.g. cycling, CR 702.29a); ``exile_self``: "Exile this card from your graveyard" (an
    ability that functions in the graveyard, e.g. scavenge, CR 702.97a); ``life``: life to pay; ``loyalty``: the loyalty change of a loyalty ability
    (CR 606.4; +N or -N, 0 allowed); ``discard``: cards to discard; ``tap_others`` /
    ``untap_others``: untapped/tapped permanents to tap/untap; ``sacrifice``: other
    permanents to sacrifice; ``remove_counters``: counters removed from the source
    (:class:`RemoveCounters`).
    """

    mana: ManaCost = ManaCost()
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    discard_self: bool = False
    exile_self: bool = False
    life: int = 0
    loyalty: int | None = None
    discard: int = 0
    tap_others: ChooseOthers | None = None
    untap_others: ChooseOthers | None = None
    sacrifice: ChooseOthers | None = None
    crew: int | None = None
    """Crew N's cost (CR 702.122a): "Tap any number of other untapped creatures you control
    with total power N or greater" (summoning-sick creatures may be tapped: it has no {T},
    302.6)"""
    remove_counters: RemoveCounters | None = None
    return_to_hand: ChooseOthers | None = None
    """"Return a land you control to its owner's hand" (CR 601.2h: an additional cost of a
    spell, paid after its mana, so a land tapped for that mana may be returned)"""
    exile_from_graveyard: ChooseOthers | None = None
    """"Exile a creature card from your graveyard" (CR 118.3, 602.2h): ``count`` cards of the
    controller's graveyard matching ``filter`` (its zone the graveyard), chosen as the cost is
    paid"""
    discard_cards: ChooseOthers | None = None
    """"Discard a creature card" (CR 701.9a, 602.2h): ``count`` cards of the controller's hand
    matching ``filter`` (its zone the hand), chosen as the cost is paid"""
    exile_from_hand: ChooseOthers | None = None
    """"Exile a blue card from your hand" (CR 118.9, 601.2h; Force of Will's alternative
    cost): ``count`` other cards of the caster's hand matching ``filter``, chosen as the cost
    is paid"""

    def _check(self) -> None:
        if self.life < 0 or self.discard < 0:
            self.fail("life and discard must be >= 0")
        if self.crew is not None and self.crew < 0:
            self.fail("a crew cost's total power must be >= 0")
        if self.tap and self.untap:
            self.fail("{T} and {Q} in one cost")
        if self.discard and self.discard_cards is not None:
            self.fail("'Discard a card' and 'Discard a [kind] card' in one cost")

    @property
    def has_tap_symbol(self) -> bool:
        """True when the cost includes {T} or {Q} (summoning sickness, CR 302.6)."""
        return self.tap or self.untap


class AbilityKeyword(enum.StrEnum):
    """Keyword activated abilities a cost modification can name (CR 702)."""

    EQUIP = "equip"
    UNEARTH = "unearth"
    CYCLING = "cycling"
    LEVEL_UP = "level up"
    SCAVENGE = "scavenge"
    REINFORCE = "reinforce"
    OUTLAST = "outlast"
    CREW = "crew"


@dataclass(frozen=True, slots=True)
class ReduceCost(Node):
    """"[Keyword] abilities [who] activate that target [target] cost {N} less to activate"
    (CR 601.2f, 602.2b): reduces the generic mana of matching activated abilities by
    ``generic`` (never below zero, CR 601.2f).

    ``keyword``: which activated abilities; ``who``: whose activations; ``targeting``: the
    ability must target this (None: any).
    """

    generic: int
    keyword: AbilityKeyword
    who: Whose = Whose.YOU
    targeting: ObjectRef | None = ThisObject()

    def _check(self) -> None:
        if self.generic < 1:
            self.fail("reduction must be at least {1}")


CostModification = ReduceCost | ChangeSpellCost
"""Any cost modification: of activated abilities, or of spells (CR 601.2f)."""
