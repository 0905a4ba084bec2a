"""The characteristics of face-down spells and permanents (CR 708.2a, 702.37a, 702.168a,
701.40a, 701.58a) as two card definitions.

A face-down object is "a 2/2 face-down creature with no text, no name, no subtypes, and no mana
cost" (morph, manifest), or the same "with ward {2}" (disguise, cloak). These values are its
copiable values (708.2, 707.2), so the layer system starts from one of these definitions for
a face-down object (:func:`mtgrules.rules.layers.copiable_name`) and a copy of a face-down
permanent copies them (708.10 for the converse). They are registered under reserved keys that
no card has (:data:`FACE_DOWN_KEY`, :data:`FACE_DOWN_WARD_KEY`), as faces are: the registry
resolves them, but no deck or scenario can name them as a card.
"""

from __future__ import annotations

from mtgrules.cards import registry
from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import BecomesTarget, Counter, EventObject, TriggeredAbility, UnlessPays
from mtgrules.model.effects import Payer
from mtgrules.model.face_down import WARDED, FaceDownReason

FACE_DOWN_KEY = "(face-down)"
"""The registry key of the face-down characteristics of CR 708.2a."""
FACE_DOWN_WARD_KEY = "(face-down, ward {2})"
"""The registry key of the disguised / cloaked face-down characteristics (702.168a)."""
FACE_DOWN_CARD_KEY = "(face-down card)"
"""The registry key of a card exiled face down: it has no characteristics (CR 406.3a)."""

WARD_2 = TriggeredAbility(
    "face-down#ward", "Ward {2}", event=BecomesTarget(),
    effect=(UnlessPays(ManaCost.parse("{2}"), (Counter(EventObject()),), Payer.THAT_PLAYER),))
"""Ward {2} (CR 702.21a) of a disguised or cloaked face-down object."""

_TYPE_LINE = TypeLine((), ("Creature",), ())

FACE_DOWN = CardDef(name="", mana_cost=None, type_line=_TYPE_LINE, oracle="", power=2,
                    toughness=2)
"""No name, no mana cost (so colorless, CR 202.2), Creature with no subtypes, no text, 2/2."""
FACE_DOWN_WARD = CardDef(name="", mana_cost=None, type_line=_TYPE_LINE, oracle="Ward {2}",
                         abilities=(WARD_2,), power=2, toughness=2)
"""The same with ward {2}."""
FACE_DOWN_CARD = CardDef(name="", mana_cost=None, type_line=TypeLine((), (), ()), oracle="")
"""A card exiled face down (CR 406.3a): no name, no mana cost, no types, no text."""


def face_down_key(reason: str | None) -> str:
    """The key of the face-down characteristics for a :class:`FaceDownReason` value (the
    plain ones for an unknown reason)."""
    if reason == FaceDownReason.EXILE:
        return FACE_DOWN_CARD_KEY
    return FACE_DOWN_WARD_KEY if reason in WARDED else FACE_DOWN_KEY


def is_face_down_key(name: str) -> bool:
    """True for the keys of the face-down characteristics."""
    return name in (FACE_DOWN_KEY, FACE_DOWN_WARD_KEY, FACE_DOWN_CARD_KEY)


def register_face_down_definitions() -> None:
    """Put the two definitions and ward's ability in the registry (idempotent). Called by
    the composition root (:mod:`mtgrules.wiring`)."""
    registry.FACES[FACE_DOWN_KEY] = FACE_DOWN
    registry.FACES[FACE_DOWN_WARD_KEY] = FACE_DOWN_WARD
    registry.FACES[FACE_DOWN_CARD_KEY] = FACE_DOWN_CARD
    registry.register_ability(WARD_2)


__all__ = ["FACE_DOWN", "FACE_DOWN_CARD", "FACE_DOWN_CARD_KEY", "FACE_DOWN_KEY", "FACE_DOWN_WARD", "FACE_DOWN_WARD_KEY",
           "FaceDownReason", "face_down_key", "is_face_down_key",
           "register_face_down_definitions"]
