"""Nodes of the templates Bloomburrow's remaining Talents brought (CR 716 Classes; each is a
general template that other cards share), kept in their own module and joined to the model's
unions (:mod:`mtgrules.model.effects`, :mod:`mtgrules.model.amounts`,
:mod:`mtgrules.model.triggers`):

- :class:`ThatPlayerHandAtMost`: the intervening "if that player has N or fewer cards in hand"
  of "At the beginning of each opponent's upkeep" (CR 603.4, 503.1a);
- :class:`OpponentsWithHandAtMost`: "for each opponent who has N or fewer cards in hand";
- :class:`DiscardUnless`: "[players] discard(s) N cards unless they discard a [filter] card"
  (CR 701.9a, 608.2d);
- :class:`YouSacrifice`: "Whenever you sacrifice a permanent" (CR 701.21a, 603.2);
- :class:`DamagePlus`: "If a source you control would deal noncombat damage to an opponent
  or a permanent an opponent controls, it deals that much damage plus 2 instead" (614.1a).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Color, Node, Zone
from mtgrules.model.filters import Filter, ObjectFilter, filter_zone
from mtgrules.model.refs import PlayerRef


@dataclass(frozen=True, slots=True)
class ThatPlayerHandAtMost(Node):
    """The intervening "if that player has ``n`` or fewer cards in hand" (CR 603.4) of a
    trigger at the beginning of a step of another player's turn: "that player" is the player
    whose step it is (the active player, CR 503.1a), checked as the step begins and again on
    resolution. The compiler reads it only after "At the beginning of each opponent's
    upkeep" / "each upkeep" (:func:`mtgrules.oracle.talents.check`)."""

    n: int

    def _check(self) -> None:
        if self.n < 0:
            self.fail("a hand size is at least 0")


@dataclass(frozen=True, slots=True)
class OpponentsWithHandAtMost(Node):
    """The number of opponents of the ability's controller still in the game (CR 102.3,
    800.4a) who have ``n`` or fewer cards in hand: "for each opponent who has one or fewer
    cards in hand"."""

    n: int

    def _check(self) -> None:
        if self.n < 0:
            self.fail("a hand size is at least 0")


@dataclass(frozen=True, slots=True)
class DiscardUnless(Node):
    """"[who] discard(s) ``count`` cards unless they discard a [``card``] card" (CR 701.9a,
    608.2d): each player chooses either to discard one card matching ``card`` or to discard
    ``count`` cards (with no matching card in hand, only the second)."""

    who: PlayerRef
    count: int
    card: ObjectFilter

    def _check(self) -> None:
        if self.count < 2:
            self.fail("the alternative is to discard at least two cards")
        if filter_zone(self.card) != Zone.HAND:
            self.fail("the card is one in hand")


@dataclass(frozen=True, slots=True)
class YouSacrifice(Node):
    """"Whenever you sacrifice a [filter]" (CR 701.21a, 603.2): the ability's controller
    sacrifices a permanent matching ``filter`` (as a cost or an effect; once per
    permanent)."""

    filter: ObjectFilter = Filter()


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
