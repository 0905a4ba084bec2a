"""Prevention and replacement effects beyond entering and mana (CR 614-616, 701.19, 702.16).

- one-shot effects that create prevention effects: :class:`PreventNextDamage` (a shield,
  CR 615.7) and :class:`PreventAllCombatDamage` ("Prevent all combat damage that would be
  dealt this turn", 615.1a);
- static replacement or prevention effects: :class:`PreventDamageRemoveCounter` (Phantom
  Centaur's "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from
  ~."), :class:`ExileIfDealtDamageWouldDie` ("If a creature dealt damage by ~ this turn would
  die, exile it instead", 614.1a), :class:`ScaleCounters` (counter doubling and halving,
  614.1a, 614.16);
- the rule modification :class:`ProtectionFrom` (CR 702.16).

The engine applies them through one framework (:mod:`mtgrules.rules.replacement`): the affected
player or the affected object's controller orders them (616.1), each applies once (616.1f).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import CardType, Color, CounterKind, Duration, Node, Whose
from mtgrules.model.refs import ObjectRef, Ref


@dataclass(frozen=True, slots=True)
class PreventNextDamage(Node):
    """"Prevent the next N damage that would be dealt to [target] this turn" (CR 615.7): a
    shield on the permanent or player, reduced by each 1 damage it prevents."""

    to: Ref
    amount: Amount


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage(Node):
    """"Prevent all combat damage that would be dealt this turn" (CR 615.1a, 510.2)."""


@dataclass(frozen=True, slots=True)
class ExileIfWouldDieThisTurn(Node):
    """"If that creature would die this turn, exile it instead" (CR 614.1a, 700.4), a
    replacement effect created by a resolving spell or ability for the objects ``what``
    names; ``dealt_damage``: only if this source dealt it damage ("If a creature dealt damage
    this way would die this turn")."""

    what: ObjectRef
    dealt_damage: bool = False


@dataclass(frozen=True, slots=True)
class PreventDamageRemoveCounter(Node):
    """"If damage would be dealt to [this permanent], prevent that damage. Remove a [kind]
    counter from [it]." (CR 615.1a; the removal is part of the prevention, 615.5)."""

    counter: CounterKind = CounterKind.P1P1


@dataclass(frozen=True, slots=True)
class ExileIfDealtDamageWouldDie(Node):
    """"If a creature dealt damage by [this permanent] this turn would die, exile it
    instead" (CR 614.1a, 700.4: "dies" is put into a graveyard from the battlefield)."""


@dataclass(frozen=True, slots=True)
class AsEntersPayLifeOrTapped(Node):
    """"As [this permanent] enters, you may pay N life. If you don't, it enters tapped."
    (CR 614.1d, 614.12a: the choice is its controller's, as it enters; paying life needs a
    life total of at least N, 119.4)."""

    life: int

    def _check(self) -> None:
        if self.life < 1:
            self.fail("life is at least 1")


@dataclass(frozen=True, slots=True)
class ScaleCounters(Node):
    """"If [who] would put one or more counters on a permanent or player, put twice that
    many ... instead" (``double``) or "they put half that many ..., rounded down"
    (CR 614.1a, 614.16). ``who`` is relative to the ability's controller (YOU or OPPONENT)."""

    who: Whose
    double: bool

    def _check(self) -> None:
        if self.who is Whose.ANY:
            self.fail("who is you or an opponent")


@dataclass(frozen=True, slots=True)
class ProtectionFrom(Node):
    """"Protection from [quality]" (CR 702.16a): from each of ``colors``, from permanents and
    other sources of each of ``types``, or from ``everything`` (702.16j). Damage from such
    sources is prevented (702.16e), the protected permanent can't be blocked by such
    creatures (702.16f), targeted by such spells or abilities from such sources (702.16b),
    or enchanted/equipped by such Auras/Equipment (702.16c-d)."""

    colors: frozenset[Color] = frozenset()
    types: frozenset[CardType] = frozenset()
    everything: bool = False

    def _check(self) -> None:
        n = len(self.colors) + len(self.types) + int(self.everything)
        if n != 1:
            self.fail("exactly one quality: a color, a card type or everything (702.16g: "
                      "\"from A and from B\" is two protection abilities)")


@dataclass(frozen=True, slots=True)
class PreventAllDamageToAndBy(Node):
    """"Prevent all [combat ]damage that would be dealt to and dealt by [object] this turn"
    and "Until your next turn, prevent all damage ..." (CR 615.1a, 611.2b): a prevention
    effect on the object, locked in as it resolves (611.2c), preventing the damage dealt to
    it and the damage it deals (``combat``: only combat damage), until ``duration`` ends
    (end of turn, or as its controller's next turn begins)."""

    what: ObjectRef
    duration: Duration
    combat: bool = False

    def _check(self) -> None:
        if self.duration not in (Duration.END_OF_TURN, Duration.UNTIL_YOUR_NEXT_TURN):
            self.fail(f"duration {self.duration} ('this turn' or 'until your next turn')")


@dataclass(frozen=True, slots=True)
class PreventDamageFrom(Node):
    """"Prevent all damage [target spell or permanent] would deal this turn" (CR 615.1a): a
    prevention effect on the damage the object ``source`` deals this turn (a spell deals its
    damage as it resolves, while still on the stack, so the same object)."""

    source: ObjectRef
