"""Faces of multi-face cards (CR 709 split, 712 double-faced, 715 adventurer cards): keys.

A multi-face card's :class:`~mtgrules.cards.definition.CardDef` is registered under the card's
name (``"Fire // Ice"``); it holds the characteristics the card has in the zones where no face
is chosen (709.4, 712.8a, 715.4) and, in ``faces``, one definition per face. A game object
whose card has a face chosen (a half cast as a spell, 709.3b; a back face up on the
battlefield, 712.8e-f; an Adventure on the stack, 715.3b) names that face's definition by its
**face key**, ``"<card name>|<face name>"`` (``"Fire // Ice|Ice"``), which the registry
resolves like a card name. A card that changes zones comes back to the card's own name unless
it enters the battlefield (CR 400.7, 712.8a).
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef

__all__ = ["FACE_SEPARATOR", "PROTOTYPED", "face_index", "face_key", "face_labels",
           "face_name", "is_face_key", "whole_card"]

FACE_SEPARATOR = "|"

PROTOTYPED = " (prototyped)"
"""The suffix of the label of a prototype card's prototyped face (CR 718): the face has the
card's own name (718.5), so its key is ``"Arcane Proxy|Arcane Proxy (prototyped)"``."""


def face_labels(card: CardDef) -> tuple[str, ...]:
    """The label of each face of ``card``, which its face key holds: the face's name, except
    a prototype card's prototyped face, ``"<name> (prototyped)"`` (CR 718.2)."""
    if card.layout == "prototype":
        return tuple(f.name + PROTOTYPED * i for i, f in enumerate(card.faces))
    return tuple(f.name for f in card.faces)


def face_key(card: str, face: str) -> str:
    """The key of face ``face`` of card ``card``: ``face_key("Fire // Ice", "Ice")`` is
    ``"Fire // Ice|Ice"``."""
    return f"{card}{FACE_SEPARATOR}{face}"


def is_face_key(name: str) -> bool:
    """True when ``name`` is a face key rather than a card name."""
    return FACE_SEPARATOR in name


def whole_card(name: str) -> str:
    """The card a face key belongs to (a card name is returned unchanged)."""
    return name.partition(FACE_SEPARATOR)[0] if FACE_SEPARATOR in name else name


def face_name(name: str) -> str:
    """The face's name in a face key (a card name is returned unchanged)."""
    return name.rpartition(FACE_SEPARATOR)[2] if FACE_SEPARATOR in name else name


def face_index(card: CardDef, key: str) -> int | None:
    """The index of the face ``key`` names among ``card.faces``, or None (a card name, or a
    face the card doesn't have)."""
    if not is_face_key(key):
        return None
    want = face_name(key)
    for i, label in enumerate(face_labels(card)):
        if label == want:
            return i
    return None
