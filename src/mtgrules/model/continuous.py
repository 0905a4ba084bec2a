"""Continuous effects by layer (CR 611, 613).

Each class is one part of a continuous effect, applied in the layer its ``LAYER`` names
(CR 613.1): 1 copy, 2 control, 3 text, 4 type, 5 color, 6 abilities, 7a characteristic-
defining P/T, 7b set P/T, 7c modify P/T, 7d switch P/T. A static ability (CR 604) or a
resolving spell's :class:`~mtgrules.model.effects.ApplyContinuous` combines parts, which
keep applying to the same objects in later layers once begun (613.6). The engine applies
them in :mod:`mtgrules.rules.layers`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Ability, CardType, Color, Node
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.model.history import YouControlAtLeast as YouControlAtLeast  # re-exported
from mtgrules.model.refs import ObjectRef, PlayerRef, You


class Layer(enum.StrEnum):
    """The layers and sublayers of CR 613.1 and 613.4, in order."""

    COPY = "1"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    CDA_PT = "7a"
    SET_PT = "7b"
    MODIFY_PT = "7c"
    SWITCH_PT = "7d"


LAYER_ORDER: tuple[Layer, ...] = tuple(Layer)


@dataclass(frozen=True, slots=True)
class CopyOf(Node):
    """Layer 1 (CR 707.2, 613.2): the object's copiable values become those of ``of``."""

    of: ObjectRef
    LAYER: ClassVar[Layer] = Layer.COPY


@dataclass(frozen=True, slots=True)
class SetController(Node):
    """Layer 2 (CR 613.1b): ``player`` controls the object ("You control enchanted
    creature"); "you" is read when the effect is applied (the source's controller then)."""

    player: PlayerRef = You()
    LAYER: ClassVar[Layer] = Layer.CONTROL


@dataclass(frozen=True, slots=True)
class ChangeText(Node):
    """Layer 3 (CR 612, 613.1c): replace word ``old`` with ``new`` in its text."""

    old: str
    new: str
    LAYER: ClassVar[Layer] = Layer.TEXT


@dataclass(frozen=True, slots=True)
class AddTypes(Node):
    """Layer 4 (CR 613.1d, 205.1b): the object is also these types ("is a creature")."""

    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    LAYER: ClassVar[Layer] = Layer.TYPE


@dataclass(frozen=True, slots=True)
class RemoveTypes(Node):
    """Layer 4: the object loses these card types; subtypes that need a lost type go with it
    (CR 205.3d: a planeswalker that stops being one loses its planeswalker types)."""

    types: frozenset[CardType]
    LAYER: ClassVar[Layer] = Layer.TYPE


@dataclass(frozen=True, slots=True)
class SetBasicLandTypes(Node):
    """Layer 4 (CR 305.7): the land's land types become these basic land types; it loses
    its other land types and the abilities from its rules text and has the basic types'
    mana abilities ("Nonbasic lands are Mountains")."""

    subtypes: tuple[str, ...]
    LAYER: ClassVar[Layer] = Layer.TYPE

    def _check(self) -> None:
        bad = [t for t in self.subtypes if t not in ("Plains", "Island", "Swamp", "Mountain",
                                                      "Forest")]
        if bad or not self.subtypes:
            self.fail(f"not basic land types: {bad or 'none given'}")


@dataclass(frozen=True, slots=True)
class SetCreatureTypes(Node):
    """Layer 4 (CR 205.1a): the object's creature types become these ("becomes a Dragon",
    "is a Bear": it loses all other creature types); its other subtypes stay."""

    subtypes: frozenset[str]
    LAYER: ClassVar[Layer] = Layer.TYPE

    def _check(self) -> None:
        if not self.subtypes or not self.subtypes <= CREATURE_TYPES:
            self.fail(f"not creature types: {sorted(self.subtypes)}")


@dataclass(frozen=True, slots=True)
class RemoveSubtypes(Node):
    """Layer 4 (CR 205.1a: removing a subtype doesn't affect card types): the object loses
    these subtypes ("isn't a Human")."""

    subtypes: frozenset[str]
    LAYER: ClassVar[Layer] = Layer.TYPE

    def _check(self) -> None:
        if not self.subtypes:
            self.fail("removes no subtype")


@dataclass(frozen=True, slots=True)
class SetColors(Node):
    """Layer 5 (CR 613.1e, 105.3): the object is exactly these colors."""

    colors: frozenset[Color]
    LAYER: ClassVar[Layer] = Layer.COLOR


@dataclass(frozen=True, slots=True)
class AddAbilities(Node):
    """Layer 6 (CR 613.1f): the object has these abilities too ("gains flying", 'have
    "{T}: Add one mana of any color"'). Granted abilities are registered with the card."""

    abilities: tuple[Ability, ...]
    LAYER: ClassVar[Layer] = Layer.ABILITY

    def _check(self) -> None:
        if not self.abilities:
            self.fail("grants no ability")


@dataclass(frozen=True, slots=True)
class LoseAllAbilities(Node):
    """Layer 6 (CR 613.1f): the object loses all abilities."""

    LAYER: ClassVar[Layer] = Layer.ABILITY


@dataclass(frozen=True, slots=True)
class DefinePT(Node):
    """Layer 7a (CR 604.3, 613.4a): a characteristic-defining ability setting power and/or
    toughness (None: the printed value stands). Works in every zone."""

    power: Amount | None
    toughness: Amount | None
    LAYER: ClassVar[Layer] = Layer.CDA_PT

    def _check(self) -> None:
        if self.power is None and self.toughness is None:
            self.fail("defines neither power nor toughness")


@dataclass(frozen=True, slots=True)
class SetPT(Node):
    """Layer 7b (CR 613.4b): power and toughness become these values."""

    power: Amount
    toughness: Amount
    LAYER: ClassVar[Layer] = Layer.SET_PT


@dataclass(frozen=True, slots=True)
class ModifyPT(Node):
    """Layer 7c (CR 613.4c): "+N/+M" or "-N/-M"."""

    power: Amount
    toughness: Amount
    LAYER: ClassVar[Layer] = Layer.MODIFY_PT


@dataclass(frozen=True, slots=True)
class SwitchPT(Node):
    """Layer 7d (CR 613.4d): switch power and toughness."""

    LAYER: ClassVar[Layer] = Layer.SWITCH_PT


LayerEffect = (CopyOf | SetController | ChangeText | AddTypes | RemoveTypes | SetBasicLandTypes
               | SetCreatureTypes | RemoveSubtypes  # CR 205.1a (the AFR "becomes a" family)
               | SetColors | AddAbilities | LoseAllAbilities | DefinePT | SetPT | ModifyPT
               | SwitchPT)
"""Any part of a continuous effect."""


def layer_of(e: LayerEffect) -> Layer:
    """The layer ``e`` applies in."""
    return e.LAYER
