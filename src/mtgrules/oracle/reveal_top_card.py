"""Revealing the top card of your library and putting it into your hand (CR 701.20a):

- ``"Reveal the top card of your library and put that card into your hand."`` (Dark
  Confidant) -> :class:`~mtgrules.model.RevealTopCard` of any card, to the hand; "it"
  afterwards is that card;
- ``"You lose life equal to its mana value."`` (or ``"that card's mana value"``, Pain Seer)
  after it -> a
  :class:`~mtgrules.model.LoseLife` of the card's :class:`~mtgrules.model.ManaValueOf`
  (CR 202.3: as the card is now, in the hand; 119.3).
"""

from __future__ import annotations

from mtgrules.model import Filter, LoseLife, ManaValueOf, RevealTopCard, You, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import Those

_REVEAL = "Reveal the top card of your library and put that card into your hand"
_LOSE = "You lose life equal to {} mana value"
_ANY_CARD = Filter(zone=Zone.LIBRARY)
_POSSESSIVES = {"its": Those("it"), "that card's": Those("that card")}


def parse(s: str, slots: object) -> list[Effect] | None:
    """One sentence (no final period); None for other sentences."""
    if s == _REVEAL:
        return [RevealTopCard(You(), _ANY_CARD, Zone.HAND)]
    for word, ref in _POSSESSIVES.items():
        if s == _LOSE.format(word):
            return [LoseLife(ManaValueOf(ref), You())]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if e == RevealTopCard(You(), _ANY_CARD, Zone.HAND):
        return _REVEAL
    for word, ref in _POSSESSIVES.items():
        if e == LoseLife(ManaValueOf(ref), You()):
            return _LOSE.format(word)
    return None
