"""One-shot effects in which each affected player chooses the objects (CR 701.21a, 101.4):
"Each opponent sacrifices a creature", "Each player returns two land cards from their
graveyard to the battlefield", "Separate all permanents target player controls into two
piles", and "[players] discard(s) N cards unless they discard a [kind] card" (701.9a).

Each player named by ``who`` chooses, in APNAP order (CR 101.4), among the objects matching
``filter`` that they control (or own, in their graveyard); then the chosen objects are acted
on at the same time. The engine's ops are in :mod:`mtgrules.effects.player_choices`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import CounterKind, Node, Zone
from mtgrules.model.filters import ObjectFilter, filter_zone
from mtgrules.model.refs import PlayerRef


@dataclass(frozen=True, slots=True)
class SacrificeChosen(Node):
    """"[Players] sacrifice(s) N [filter]" (CR 701.21a): each player sacrifices ``count``
    permanents of their choice among those matching ``filter`` they control (all of them if
    fewer). ``of_their_choice``: the wording "... of their choice" (current Oracle text of
    edicts; the same rules meaning)."""

    who: PlayerRef
    filter: ObjectFilter
    count: Amount = Fixed(1)
    of_their_choice: bool = False


@dataclass(frozen=True, slots=True)
class ReturnChosenFromGraveyard(Node):
    """"[Players] return(s) N [filter] cards from their graveyard to the battlefield"
    (CR 400.7, 110.2): each player chooses ``count`` matching cards in their own graveyard
    (all if fewer); they enter under their owners' control at the same time. ``counter``:
    each enters with one counter of that kind on it ("with a finality counter on it",
    CR 122.6, 122.1h)."""

    who: PlayerRef
    filter: ObjectFilter
    count: Amount = Fixed(1)
    counter: CounterKind | None = None


@dataclass(frozen=True, slots=True)
class SacrificePileOfChoice(Node):
    """"Separate all permanents [player] controls into two piles. That player sacrifices all
    permanents in the pile of their choice." (CR 700.3): the ability's controller separates
    the permanents, then that player chooses a pile and sacrifices it."""

    who: PlayerRef


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
