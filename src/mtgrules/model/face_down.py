"""Model nodes of face-down spells and permanents (CR 708) and the keywords built on them:
morph and megamorph (CR 702.37), disguise (702.168), and the keyword actions manifest
(701.40) and cloak (701.58).

- :class:`FaceDownCasting` is the static ability "Morph [cost]" / "Megamorph [cost]" /
  "Disguise [cost]": it lets its card be cast face down for {3} (702.37a, 702.168a) and a
  face-down permanent with it be turned face up for [cost] (702.37e, 702.168d);
- :class:`TurnedFaceUp` is the trigger event "When this creature is turned face up" /
  "Whenever a permanent you control is turned face up";
- :class:`FaceDownReason` records on a face-down object why it is face down (708.6).

The engine's side is :mod:`mtgrules.rules.face_down`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from mtgrules.mana import ManaCost
from mtgrules.model.base import Ability, Node
from mtgrules.model.refs import Each, ThisObject


class FaceDownKind(enum.StrEnum):
    """Which keyword lets a card be cast face down."""

    MORPH = "morph"            # 702.37a
    MEGAMORPH = "megamorph"    # 702.37b: a morph cost, plus a +1/+1 counter when paid
    DISGUISE = "disguise"      # 702.168a: the face-down spell and permanent have ward {2}


class FaceDownReason(enum.StrEnum):
    """Why a spell or permanent is face down (CR 708.6: its controller must know which
    ability or rule made it so): it was cast with morph (megamorph) or disguise, or it was
    manifested or cloaked. Disguised and cloaked objects have ward {2} (702.168a, 701.58a)."""

    MORPH = "morph"
    DISGUISE = "disguise"
    MANIFEST = "manifest"
    CLOAK = "cloak"
    EXILE = "exile"
    """A card "exiled face down" (CR 406.3): no characteristics (406.3a); only the players
    an instruction lets look at it may (the object's ``chosen["look"]``)."""


WARDED = frozenset({FaceDownReason.DISGUISE, FaceDownReason.CLOAK})
"""The reasons whose face-down characteristics include ward {2} (CR 702.168a, 701.58a)."""


@dataclass(frozen=True, slots=True)
class FaceDownCasting(Ability):
    """"Morph [cost]", "Megamorph [cost]" or "Disguise [cost]" (CR 702.37a-b, 702.168a): a
    static ability that functions from any zone the card could be cast from (cast it face
    down as a 2/2 creature for {3}) and while the card is face down (turn it face up for
    ``cost``, a special action, 702.37e, 702.168d). ``cost`` has no X (702.37f is not
    supported)."""

    kind: FaceDownKind = FaceDownKind.MORPH
    cost: ManaCost = ManaCost()
    KIND: ClassVar[str] = "face_down"

    def _check(self) -> None:
        if "X" in self.cost.symbols:
            self.fail("a morph or disguise cost with X is not supported (CR 702.37f)")


@dataclass(frozen=True, slots=True)
class TurnedFaceUp(Node):
    """"When [subject] is turned face up" (CR 702.37e, 708.8): the permanent, once face up,
    has the ability, so it triggers from its face-up characteristics. A group subject:
    "Whenever a permanent you control is turned face up"."""

    what: ThisObject | Each = ThisObject()


@dataclass(frozen=True, slots=True)
class Manifest(Node):
    """"Manifest the top card of your library" / "Manifest the top two cards of your
    library" (CR 701.40a, 701.40e: one at a time); with ``cloak``, "Cloak the top card of
    your library" (701.58a: the same with ward {2}). Each card is turned face down and put
    onto the battlefield as a 2/2 creature under the controller of the ability; the
    permanents made are "it"/"them" for the next effect."""

    count: int = 1
    cloak: bool = False

    def _check(self) -> None:
        if not 1 <= self.count <= 10:
            self.fail("manifest 1 to 10 cards")


@dataclass(frozen=True, slots=True)
class ManifestDread(Node):
    """"Manifest dread" (CR 701.62a): look at the top two cards of your library, manifest
    one of them, then put the others into your graveyard."""
