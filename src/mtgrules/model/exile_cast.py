"""Exiling the top card of a library with a permission the card has in exile (CR 406.3, 601.3):
"Exile the top card of your library. For as long as it remains exiled, it has "You may cast
this card from exile as long as you've cast another spell this turn."" (two nodes: the exile,
:class:`~mtgrules.model.impulse.ExileFromTop`, then the granted permission on the card it
exiled).

``ExileTopCard`` was this family's own exile node; it ran the same steps as
:class:`~mtgrules.model.impulse.ExileFromTop` with one card of your library, so it is now that
node: the name stays as an alias (``ExileTopCard()`` is ``ExileFromTop()``), and the codec
reads the old node name as the new one (:data:`mtgrules.model.codec.RENAMED`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.impulse import ExileFromTop

#: "Exile the top card of your library" (CR 406.3): one card of your library, face up.
ExileTopCard = ExileFromTop

@dataclass(frozen=True, slots=True)
class CastFromExileAfterAnotherSpell(Node):
    """"For as long as it remains exiled, it has "You may cast this card from exile as long as
    you've cast another spell this turn."": the card the effect before exiled may be cast by
    the ability's controller (its owner) from exile while it remains there (a new object
    elsewhere, CR 400.7), whenever they have cast another spell this turn (CR 601.3; normal
    timing and costs; a land card is never cast, 305.9)."""
