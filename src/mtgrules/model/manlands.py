"""Creature lands (CR 613.1d, 614.1c):

- ``"If you control two or more other lands, ~ enters tapped."`` (:class:`EntersTappedIf`,
  the converse of :class:`~mtgrules.model.EntersTappedUnless`);
- ``"~ becomes a 3/4 white Dragon creature with flying until end of turn. It's still a
  land."``, ``"Until end of turn, ~ becomes a 3/2 red Goblin creature with "..." . It's still
  a land."``, ``"Target land you control becomes a 4/4 Elemental creature with haste until end
  of turn. It's still a land."`` (:class:`BecomesCreatureLand`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Duration, Node
from mtgrules.model.continuous import AddTypes, LayerEffect
from mtgrules.model.lands import LandCondition
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class EntersTappedIf(Node):
    """"If [condition], [this permanent] enters tapped." (CR 614.1c): the condition is
    judged as it would enter, from its controller's point of view."""

    condition: LandCondition


_DURATIONS = (Duration.END_OF_TURN, Duration.INDEFINITE, Duration.UNTIL_YOUR_NEXT_TURN)


@dataclass(frozen=True, slots=True)
class BecomesCreatureLand(Node):
    """"[Until end of turn, ][object] becomes a [P/T] [colors] [subtypes] [artifact ]creature
    [with abilities][ until end of turn]. It's still a land." (CR 611.2, 613.1d, 205.1b): a
    continuous effect on the object with these ``parts`` (layer 4 types added, so it keeps its
    land types; layer 5 colors, 6 abilities, 7b P/T), for ``duration``. ``eot_first``: the text
    begins "Until end of turn,"."""

    what: ObjectRef
    parts: tuple[LayerEffect, ...]
    duration: Duration = Duration.END_OF_TURN
    eot_first: bool = False

    def _check(self) -> None:
        if not self.parts or not isinstance(self.parts[0], AddTypes) or \
                "Creature" not in {t.value for t in self.parts[0].types}:
            self.fail("a land becoming a creature adds the creature type first")
        if self.duration not in _DURATIONS:
            self.fail(f"duration {self.duration} has no wording")
        if self.eot_first and self.duration is not Duration.END_OF_TURN:
            self.fail("'Until end of turn,' first needs that duration")
