"""Conditions of static abilities (CR 611.3a) and intervening "if" clauses (603.4): the typed
nodes.

- :class:`CardsInGraveyard`: threshold's "as long as there are seven or more cards in your
  graveyard" and delirium's "... four or more card types among cards in your graveyard";
- :class:`SourceIs`: "as long as it's attacking" (a status of the source itself);
- :class:`ThatPlayerHandAtMost`: the intervening "if that player has N or fewer cards in
  hand" of a triggered ability (CR 603.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import Predicate


@dataclass(frozen=True, slots=True)
class CardsInGraveyard(Node):
    """A static ability's condition "as long as there are N or more cards in your graveyard"
    (threshold), or with ``card_types`` "... N or more card types among cards in your
    graveyard" (delirium, CR 205.2a, 611.3a). ``suffix``: the text puts it after the effect
    ("~ gets +2/+2 as long as ...") rather than before ("As long as ..., ~ gets"); the rules
    are the same."""

    count: int
    card_types: bool = False
    suffix: bool = True

    def _check(self) -> None:
        if self.count < 1:
            self.fail("the count must be at least 1")


@dataclass(frozen=True, slots=True)
class SourceIs(Node):
    """A static ability's condition "as long as it's attacking" (or blocking, tapped,
    untapped): a status of the source itself (CR 611.3a, 506.4, 110.5)."""

    status: Predicate

    def _check(self) -> None:
        if self.status not in (Predicate.ATTACKING, Predicate.BLOCKING, Predicate.TAPPED,
                               Predicate.UNTAPPED, Predicate.ATTACKING_ALONE,
                               Predicate.MONSTROUS):
            self.fail("attacking (alone), blocking, tapped, untapped or monstrous")


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
