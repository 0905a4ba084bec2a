"""Copy effects (CR 707): token copies and "becomes a copy", with the exceptions to the copying
process (707.9) that become part of the copy's copiable values.

- :class:`CreateTokenCopy`: "Create a token that's a copy of [object] [, except ...]"
  (CR 111.2, 707.2): the token's copiable values are the object's (as modified by other copy
  effects, 707.3; its last known values if it has left, 608.2h), modified by the exceptions.
- :class:`BecomeCopy`: "[object] becomes a copy of [object]" (layer 1, 613.2a, 707.4): a
  continuous effect with its own timestamp whose copiable values are locked in as it begins
  (707.2b); other effects on the permanent keep applying (707.4).
- the exceptions (707.9a-b, a tuple of clauses, in text order): :class:`NotLegendary`,
  :class:`IsColor`, :class:`NoManaCost`, :class:`IsPT`, :class:`AlsoTypes`,
  :class:`HasAbilities`.

The engine executes them in :mod:`mtgrules.effects.copies` and applies the copiable values in
layer 1 (:mod:`mtgrules.rules.layers`); the Oracle templates are :mod:`mtgrules.oracle.copies`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Ability, CardType, Color, CounterKind, Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class NotLegendary(Node):
    """"it's not legendary" (CR 707.9b): the copy lacks the legendary supertype."""


@dataclass(frozen=True, slots=True)
class IsColor(Node):
    """"it's white" (CR 707.9b, 707.9d: a color-defining ability of the original is not
    copied)."""

    colors: frozenset[Color]

    def _check(self) -> None:
        if not self.colors:
            self.fail("needs a color")


@dataclass(frozen=True, slots=True)
class NoManaCost(Node):
    """"it has no mana cost" (CR 707.9b, 202.1b)."""


@dataclass(frozen=True, slots=True)
class IsPT(Node):
    """"it's 4/4" / "it's a 1/1" (CR 707.9b, 707.9d: a P/T-defining ability is not copied)."""

    power: int
    toughness: int
    article: bool = False
    """written "it's a 1/1" (True) or "it's 1/1" (False)"""


@dataclass(frozen=True, slots=True)
class AlsoTypes(Node):
    """"it's a Zombie in addition to its other types" (CR 707.9b, 205.1b): card types and
    subtypes added (``subtypes`` in text order)."""

    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()

    def _check(self) -> None:
        if not self.types and not self.subtypes:
            self.fail("needs a type")


@dataclass(frozen=True, slots=True)
class HasAbilities(Node):
    """"it has haste" / "it has "..."" (CR 707.9a): abilities that become part of the copiable
    values, along with the copied ones."""

    abilities: tuple[Ability, ...]

    def _check(self) -> None:
        if not self.abilities:
            self.fail("needs an ability")


CopyException = NotLegendary | IsColor | NoManaCost | IsPT | AlsoTypes | HasAbilities
"""One modification of the copying process (CR 707.9)."""


@dataclass(frozen=True, slots=True)
class CreateTokenCopy(Node):
    """"Create [N] [tapped] token[s] that's a copy of [object] [, except ...]" (CR 111.2,
    707.2, 707.9): ``of`` is read when the effect happens (its last known copiable values if
    it has left the battlefield, 608.2h); each token is created under its controller's
    control (``tapped``: it enters tapped, 110.5)."""

    of: ObjectRef
    count: Amount = Fixed(1)
    exceptions: tuple[CopyException, ...] = ()
    tapped: bool = False
    attacking: bool = False
    """"tapped and attacking" (CR 508.4: it attacks what its controller chooses)"""
    half_counters: CounterKind | None = None
    """"The token enters with half that many [kind] counters on it, rounded down": half the
    counters of that kind the original had as it last existed (614.1c, 608.2h)"""


@dataclass(frozen=True, slots=True)
class BecomeCopy(Node):
    """"[what] becomes a copy of [of] [, except ...]" (CR 707.2, 613.2a, 707.4): a layer-1
    effect, indefinite, whose copiable values are locked in as it begins (707.2b)."""

    what: ObjectRef
    of: ObjectRef
    exceptions: tuple[CopyException, ...] = ()


@dataclass(frozen=True, slots=True)
class EncoreCopies(Node):
    """Encore's effect (CR 702.141a): "For each opponent, create a token that's a copy of this
    card that attacks that opponent this turn if able. The tokens gain haste. Sacrifice them
    at the beginning of the next end step." (the card's last known copiable values: it was
    exiled to pay the cost, 608.2h)."""


@dataclass(frozen=True, slots=True)
class MyriadCopies(Node):
    """Myriad's effect (CR 702.116a): "for each opponent other than defending player, you may
    create a token that's a copy of this creature that's tapped and attacking that player or
    a planeswalker they control. If one or more tokens are created this way, exile the tokens
    at end of combat." """


@dataclass(frozen=True, slots=True)
class TokenCopyAtNextEndStep(Node):
    """"create a token that's a copy of it at the beginning of the next end step. The token
    enters with half that many [kind] counters on it, rounded down." (CR 603.7: a delayed
    triggered ability; "it" is the source as it last existed, 608.2h)."""

    counter: CounterKind = CounterKind.P1P1


@dataclass(frozen=True, slots=True)
class HadCounters(Node):
    """"if it had N or more [kind] counters on it", judged on the object as it last existed
    on the battlefield (CR 603.10a, 603.4)."""

    counter: CounterKind
    at_least: int

    def _check(self) -> None:
        if self.at_least < 1:
            self.fail("at least one counter")


@dataclass(frozen=True, slots=True)
class Populate(Node):
    """"Populate" (CR 701.36a): choose a creature token you control, then create a token
    that's a copy of that creature token (nothing if you control none, 701.36b)."""


@dataclass(frozen=True, slots=True)
class StormCopies(Node):
    """"Copy it for each other spell that was cast before it this turn. If the spell has any
    targets, you may choose new targets for any of the copies." (CR 702.40a, 707.10): the
    effect of storm. The number of spells is the one recorded as the spell was cast (spells
    cast after it don't count); each copy is put on the stack with the spell's copiable
    values and every choice made for it (mode, X, targets, costs paid, 707.10), is not cast
    (707.10a), and ceases to exist when it leaves the stack (704.5e)."""
