"""Vehicles and crew (CR 301.7, 702.122): the typed nodes.

- The crew cost "Tap any number of other untapped creatures you control with total power N or
  greater" is :attr:`~mtgrules.model.costs.Cost.crew` (702.122a); the crew ability is an
  :class:`~mtgrules.model.abilities.ActivatedAbility` with the keyword
  :attr:`~mtgrules.model.costs.AbilityKeyword.CREW` whose effect is
  :class:`BecomesArtifactCreature` with ``crew`` set.
- :class:`BecomesArtifactCreature`: "[object] becomes an artifact creature until end of turn"
  (a layer-4 type-changing effect, CR 613.1d; the Vehicle then has its printed power and
  toughness, 301.7b).
- :class:`BecomesCrewed`: the trigger event "Whenever ~ becomes crewed" (702.122d).

A Vehicle that isn't a creature has no power or toughness (CR 208.3, 301.7a): the layer
system gives a noncreature permanent none, so it can't attack, block or be dealt combat
damage.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef, ThisObject


@dataclass(frozen=True, slots=True)
class BecomesArtifactCreature(Node):
    """"[object] becomes an artifact creature until end of turn" (CR 613.1d, 301.7b): the
    object gains the card types artifact and creature until end of turn. ``crew``: this is
    the effect of a crew ability (CR 702.122a), whose resolution makes the Vehicle "become
    crewed" (702.122d); its wording is the keyword's ("Crew N")."""

    what: ObjectRef = ThisObject()
    crew: bool = False


@dataclass(frozen=True, slots=True)
class BecomesCrewed(Node):
    """"Whenever ~ becomes crewed" (CR 702.122d): whenever a crew ability of this Vehicle
    resolves."""

    what: ThisObject = ThisObject()
