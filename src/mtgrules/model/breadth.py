"""Model nodes of the breadth templates (issue 9: the long tail of ordinary effect, trigger
and static sentences), kept apart so the shared model modules only list them in their unions.

- :class:`EventAmount`: "that much" — the amount of the trigger event (damage dealt, CR 120.3);
- :class:`ReturnDiedCard`: "return it to its owner's hand" in a leaves-the-battlefield
  trigger: the card the permanent became in the graveyard (CR 603.6d, 603.10a, 400.7);
- :class:`DealsDamage`: "Whenever ~ deals damage" (any damage, combat or not, CR 120.3);
- :class:`CantBeBlockedBy`: "~ can't be blocked by creatures with power 2 or less" (509.1b).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter, Predicate
from mtgrules.model.refs import AttachedObject, ThisObject


@dataclass(frozen=True, slots=True)
class EventAmount(Node):
    """"that much": the amount of the event that triggered the ability (the damage dealt,
    CR 120.3, 603.2); 0 outside a triggered ability."""


@dataclass(frozen=True, slots=True)
class ReturnDiedCard(Node):
    """"Return it to its owner's hand": the card a permanent became when it was put into a
    graveyard from the battlefield (the leaves event's new object, CR 400.7, 603.6d) moves
    from that graveyard to its owner's hand; nothing happens if it has left the graveyard
    (400.7)."""


@dataclass(frozen=True, slots=True)
class DealsDamage(Node):
    """"Whenever [subject] deals damage": each time the subject deals damage (combat or
    noncombat, CR 120.3, 603.2); the event's amount is the damage dealt."""

    what: ThisObject | AttachedObject = ThisObject()


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy(Node):
    """The affected creature can't be blocked by creatures matching ``filter`` ("can't be
    blocked by creatures with power 2 or less", "by Walls", CR 509.1b)."""

    filter: ObjectFilter


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
class CantAttackUnlessDefenderControls(Node):
    """The affected creature can't attack unless the defending player controls a permanent
    matching ``filter`` ("can't attack unless defending player controls an Island",
    CR 508.1c): judged for each player or planeswalker it could attack (506.2)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class ControlsNone(Node):
    """A state trigger (CR 603.8): "When you control no [permanents matching ``filter``]".
    It triggers whenever that is true and doesn't trigger again until the ability has left
    the stack; no game event triggers it."""

    filter: ObjectFilter


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
class AssignAsThoughUnblocked(Node):
    """"You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c):
    when it is blocked, its controller chooses as combat damage is assigned whether it
    assigns all of it to the player or planeswalker it is attacking."""
