"""Effects only the casting-cost keywords need (CR 702): warp's end-step exile with its
later-turn permission (702.185a), cumulative upkeep's payment (702.24a) and the madness
trigger's cast (702.35a). They appear only
in the shared abilities those keywords set up (:mod:`mtgrules.rules.alt_costs`,
:mod:`mtgrules.keywords_triggered`), never in a card's own text, so they have no rendering
of their own: the keyword line renders instead.

One is written on cards: :class:`GainFlashback` ("target instant or sorcery card in your
graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.",
CR 702.34a), rendered by :mod:`mtgrules.oracle.spell_costs`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtgrules.mana import ManaCost
from mtgrules.model.base import Ability, Node
from mtgrules.model.refs import TargetRef


@dataclass(frozen=True, slots=True)
class ExileWarped(Node):
    """"Exile the permanent this spell becomes ... Its owner may cast this card after the
    current turn has ended for as long as it remains exiled" (CR 702.185a): the source, if
    still on the battlefield, is exiled and its owner may cast it from exile on later
    turns."""


@dataclass(frozen=True, slots=True)
class CumulativeUpkeep(Node):
    """"Put an age counter on this permanent. Then you may pay [cost] for each age counter on
    it. If you don't, sacrifice it." (CR 702.24a): one payment of ``cost`` times the number
    of age counters, all or nothing."""

    cost: ManaCost

    def _check(self) -> None:
        if not self.cost.symbols or "X" in self.cost.symbols:
            self.fail("a mana cost without X")


@dataclass(frozen=True, slots=True)
class MadnessCast(Node):
    """"Its owner may cast it by paying [its madness cost] rather than paying its mana cost.
    If that player doesn't, they put this card into their graveyard." (CR 702.35a): the
    effect of the madness trigger, on the card exiled by the madness replacement."""


@dataclass(frozen=True, slots=True)
class Suspend(Ability):
    """"Suspend N—[cost]" (CR 702.62a): from the hand, pay ``cost`` and exile the card with
    ``n`` time counters (a special action); its upkeep and last-counter triggers are set up
    by :mod:`mtgrules.rules.suspend`."""

    n: int = 1
    cost: ManaCost = ManaCost()
    KIND: ClassVar[str] = "suspend"

    def _check(self) -> None:
        if self.n < 1:
            self.fail("at least one time counter")
        if "X" in self.cost.symbols:
            self.fail("a suspend cost without X")


@dataclass(frozen=True, slots=True)
class SuspendTick(Node):
    """"Remove a time counter from it" (CR 702.62a); removing the last one triggers the
    suspend cast."""


@dataclass(frozen=True, slots=True)
class SuspendCast(Node):
    """"You may play it without paying its mana cost if able. If you don't, it remains
    exiled." (CR 702.62a)"""


@dataclass(frozen=True, slots=True)
class GainFlashback(Node):
    """"[target card in your graveyard] gains flashback until end of turn. The flashback cost
    is equal to its mana cost." (CR 702.34a, 611.2a): until end of turn, its owner may cast
    the card from their graveyard by paying its mana cost as its flashback cost, and it is
    exiled as it leaves the stack (:mod:`mtgrules.rules.flashback`). The effect ends if the
    card leaves the graveyard (it becomes a new object, CR 400.7)."""

    what: TargetRef
