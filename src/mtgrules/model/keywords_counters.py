"""Model nodes of the keyword abilities and actions that put counters (CR 701, 702):
the events, effects and replacement effects only they need. The abilities themselves are
built by :mod:`mtgrules.keywords_counters` from these and the ordinary nodes.

- :class:`Fabricate`: fabricate N's choice (CR 702.123a).
- :class:`EvolveEnters` / :class:`EvolveCounter`: evolve's trigger event and its
  resolution check (CR 702.100a-c).
- :class:`MayPayThen`: "you may pay [mana]. If you do, [the rest]" (extort, 702.101a).
- :class:`DrainOpponents`: "each opponent loses N life and you gain life equal to the
  total life lost this way" (extort).
- :class:`BloodthirstCounters`: bloodthirst N's "enters with" replacement (702.54a).
- :class:`Explore`: the keyword action explore (CR 701.44).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.mana import ManaCost
from mtgrules.model.base import Ability, CounterKind, Node
from mtgrules.model.refs import ObjectRef, ThisObject


@dataclass(frozen=True, slots=True)
class Fabricate(Node):
    """Fabricate N's effect (CR 702.123a): "you may put N +1/+1 counters on it. If you
    don't, create N 1/1 colorless Servo artifact creature tokens", chosen as it resolves.
    The counters are offered only while the permanent is on the battlefield (an object that
    left can't get counters, CR 400.7); otherwise the tokens are created."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("fabricate N has N >= 1")


@dataclass(frozen=True, slots=True)
class EvolveEnters(Node):
    """Evolve's trigger event (CR 702.100a-b): a creature the ability's controller controls
    enters whose power is greater than this creature's power and/or whose toughness is
    greater than this creature's toughness (compared as it enters)."""


@dataclass(frozen=True, slots=True)
class EvolveCounter(Node):
    """Evolve's effect (CR 702.100a-c): the comparison is made again as the ability
    resolves, with the entered creature's last known information if it has left the
    battlefield; if it still holds, put a +1/+1 counter on this creature."""


@dataclass(frozen=True, slots=True)
class MayPayThen(Node):
    """"You may pay [cost]. If you do, [the rest of the ability's effect]" (CR 118.12, 608.2d;
    extort, 702.101a): a yes/no choice offered when the controller can pay; the effects
    after it in the ability happen only if they paid."""

    cost: ManaCost

    def _check(self) -> None:
        if self.cost.is_empty():
            self.fail("a payment of nothing")


@dataclass(frozen=True, slots=True)
class DrainOpponents(Node):
    """"Each opponent loses N life and you gain life equal to the total life lost this way"
    (extort, CR 702.101a)."""

    n: int = 1

    def _check(self) -> None:
        if self.n < 1:
            self.fail("loses at least 1 life")


@dataclass(frozen=True, slots=True)
class BloodthirstCounters(Node):
    """Bloodthirst N (CR 702.54a): "If an opponent was dealt damage this turn, this
    permanent enters with N +1/+1 counters on it" (a replacement effect, 614.1c)."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("bloodthirst N has N >= 1")


@dataclass(frozen=True, slots=True)
class Explore(Node):
    """"[Creature] explores" (CR 701.44a): its controller reveals the top card of their
    library and puts it into their hand if it's a land card; otherwise a +1/+1 counter is
    put on the creature and they may put the card into their graveyard."""

    what: ObjectRef = ThisObject()


@dataclass(frozen=True, slots=True)
class MayEnterWithCounter(Node):
    """"You may have this permanent enter with an additional +1/+1 counter on it" (unleash,
    CR 702.98a; a replacement effect chosen as it enters, 614.12). ``else_haste``: riot's "If
    you don't, it gains haste" (702.136a)."""

    else_haste: bool = False


@dataclass(frozen=True, slots=True)
class HasCounter(Node):
    """"as long as it has a [kind] counter on it" (unleash's "can't block", CR 702.98a)."""

    counter: CounterKind


@dataclass(frozen=True, slots=True)
class AttacksMostLife(Node):
    """Dethrone's trigger event (CR 702.105a): this creature attacks the player with the
    most life or tied for most life (judged as it is declared an attacker)."""


@dataclass(frozen=True, slots=True)
class BackupGrant(Node):
    """Backup's second sentence (CR 702.165a): "If that's another creature, it also gains
    the non-backup abilities of this creature printed below this one until end of turn"
    (the first target). ``abilities``: those abilities, filled in from the card's own
    printed abilities when the card is defined (empty while the backup line alone is
    compiled and render-checked; 702.165c-d: only printed abilities, fixed as the ability
    is put on the stack, which a definition's abilities are)."""

    abilities: tuple[Ability, ...] = ()


@dataclass(frozen=True, slots=True)
class Connive(Node):
    """"[Permanent] connives" (CR 701.50a): its controller draws a card, then discards a card;
    if a nonland card is discarded this way, a +1/+1 counter is put on the permanent."""

    what: ObjectRef = ThisObject()


@dataclass(frozen=True, slots=True)
class RemoveCounterFromThis(Node):
    """"Remove a [kind] counter from this permanent" (vanishing, CR 702.63a); with
    ``or_sacrifice``: "If you can't, sacrifice the permanent" (fading, 702.32a)."""

    counter: CounterKind
    or_sacrifice: bool = False


@dataclass(frozen=True, slots=True)
class LastCounterRemoved(Node):
    """"When the last [kind] counter is removed from this permanent" (vanishing, CR
    702.63a): a ``counters_removed`` event leaving none of that kind on it."""

    counter: CounterKind


@dataclass(frozen=True, slots=True)
class DevourCounters(Node):
    """Devour N (CR 702.82a): "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature
    sacrificed this way." (a replacement effect chosen as it enters, 614.12)."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("devour N has N >= 1")


@dataclass(frozen=True, slots=True)
class Bolster(Node):
    """"Bolster N" (CR 701.39a): choose a creature you control with the least toughness or
    tied for least toughness among creatures you control; put N +1/+1 counters on it."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("bolster N has N >= 1")


@dataclass(frozen=True, slots=True)
class AttacksWithGreaterPower(Node):
    """Training's trigger event (CR 702.149a): this creature and at least one other creature
    with power greater than this creature's power attack."""
