"""Amounts: the numbers effects and characteristic-defining abilities use.

Fixed numbers, X (CR 107.3), counts ("for each Elf you control"), counters on an object,
an object's power or toughness ("damage equal to its power", CR 608.2h: last known
information if it left its zone), the number of card types among cards in graveyards
(CR 205.2a), the greatest number noted for the source this turn, and sums. Evaluated by
:func:`mtgrules.effects.amounts.evaluate` when the effect happens (a one-shot effect's value is
locked in then, CR 608.2h) or, in a continuous effect, each time characteristics are
computed (CR 611.3a).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Color, CounterKind, Node, Zone
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import ObjectRef


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
class EventAmount(Node):
    """"that much": the amount of the event that triggered the ability (the damage dealt,
    CR 120.3, 603.2); 0 outside a triggered ability."""


@dataclass(frozen=True, slots=True)
class Fixed(Node):
    """A number printed on the card."""

    n: int


@dataclass(frozen=True, slots=True)
class X(Node):
    """The value of X chosen for the spell or ability (CR 107.3a), or carried onto the
    permanent it became (CR 107.3m)."""


@dataclass(frozen=True, slots=True)
class CountOf(Node):
    """The number of objects matching ``filter`` ("for each creature you control"), in the
    filter's zone: permanents, or cards in hands, graveyards, libraries or exile ("the number
    of creature cards in your graveyard"; "your" is the owner, CR 108.4a). Cards off the
    battlefield are matched on their copiable values (types, subtypes, supertypes, name: the
    model has no effect changing those off the battlefield)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class CountersOn(Node):
    """The number of ``counter`` counters on ``obj``. With ``lki``, a source that left the
    battlefield is read as it last existed there (CR 608.2h, 603.10a: "for each +1/+1 counter
    on this creature" in a dies trigger)."""

    obj: ObjectRef
    counter: CounterKind
    lki: bool = True


@dataclass(frozen=True, slots=True)
class PowerOf(Node):
    """The power of ``obj`` ("its power"), last known information if it left (CR 608.2h)."""

    obj: ObjectRef


@dataclass(frozen=True, slots=True)
class ToughnessOf(Node):
    """The toughness of ``obj``, last known information if it left (CR 608.2h)."""

    obj: ObjectRef


@dataclass(frozen=True, slots=True)
class ManaValueOf(Node):
    """The mana value of ``obj`` (CR 202.3): "each equal to its mana value"."""

    obj: ObjectRef


@dataclass(frozen=True, slots=True)
class CardTypesAmong(Node):
    """The number of card types (CR 205.2a) among cards in ``zone`` of every player
    ("card types among cards in all graveyards")."""

    zone: Zone = Zone.GRAVEYARD


@dataclass(frozen=True, slots=True)
class GreatestNoted(Node):
    """The greatest number noted for the source this turn, 0 if none (and 0 off the
    battlefield, where the notes don't exist): "the greatest number noted for it this
    turn" (a note kept by a :class:`~mtgrules.model.rules.NoteManaValueOfExiledCards`)."""


@dataclass(frozen=True, slots=True)
class GreatestPowerAmong(Node):
    """"the greatest power among creatures you control" (CR 208.1): the greatest power among
    the permanents matching ``filter`` now, 0 when there are none (and a negative greatest
    power counts as 0, CR 107.1b: a number of cards or tokens can't be negative)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class LifeTotal(Node):
    """"your life total" (CR 119.1): the life total of the ability's controller now."""


@dataclass(frozen=True, slots=True)
class Devotion(Node):
    """"your devotion to [color]" (CR 700.5): the number of mana symbols of that color among
    the mana costs of permanents the ability's controller controls (a hybrid symbol counts
    once if it has that color, 700.5a)."""

    color: Color


@dataclass(frozen=True, slots=True)
class Sum(Node):
    """The sum of amounts ("that number plus 1")."""

    parts: tuple[Amount, ...]

    def _check(self) -> None:
        if len(self.parts) < 2:
            self.fail("needs at least two parts")


from mtgrules.model.keyword_abilities import BlockersBeyondFirst  # noqa: E402


@dataclass(frozen=True, slots=True)
class RollResult(Node):
    """"the result" of the die the ability rolled last (CR 706.2)."""


from mtgrules.model.devotion import DevotionToChosenColor  # noqa: E402
from mtgrules.model.hand_count import CardsInThatPlayersHand  # noqa: E402
from mtgrules.model.history import (  # noqa: E402
    EnteredThisTurnCount,
    SacrificedValue,
    TreasureManaCount,
)
from mtgrules.model.negated_amounts import Negated  # noqa: E402
from mtgrules.model.player_effects import (  # noqa: E402
    DifferentDungeonsCompleted,
    DifferentManaValues,
    HandShortfall,
    LifeLostThisTurn,
)
from mtgrules.model.spell_history import CountOthers, SpellsCastThisTurn  # noqa: E402
from mtgrules.model.where_x_amount import WhereXAmount  # noqa: E402

Amount = (EventAmount  # "that much" (CR 120.3)
          | OpponentsWithHandAtMost
          | LifeLostThisTurn | DifferentManaValues | HandShortfall  # model.player_effects
          | DifferentDungeonsCompleted
          | SpellsCastThisTurn | CountOthers  # the AFR Classes' (model.spell_history)
          | Fixed | X | CountOf | CountersOn | PowerOf | ToughnessOf | CardTypesAmong
          | GreatestNoted | GreatestPowerAmong | Sum | ManaValueOf | Devotion | BlockersBeyondFirst | LifeTotal | RollResult
          | TreasureManaCount | EnteredThisTurnCount | SacrificedValue  # model.history
          | DevotionToChosenColor  # a mana ability's chosen color (model.devotion)
          | CardsInThatPlayersHand  # model.hand_count
          | WhereXAmount  # "X, where X is ..." (model.where_x_amount)
          | Negated)  # "-1/-1 for each ..." (model.negated_amounts, CR 107.1b)
"""Any amount."""


def amount(v: int | Amount) -> Amount:
    """``Fixed(v)`` for an int, else ``v``."""
    return Fixed(v) if isinstance(v, int) else v
