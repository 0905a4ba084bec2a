"""Reflexive triggered abilities (CR 603.12): ``"You may sacrifice Spare Dagger. When you do,
this creature deals 1 damage to any target."`` in an ability an Equipment grants the creature
it equips; the Equipment is named by its name (the granted ability's "this creature" is the
creature, CR 113.1a)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Ability, Node


@dataclass(frozen=True, slots=True)
class ReflexiveEvent(Node):
    """"When you do" (CR 603.12): the event of a reflexive triggered ability; only the effect
    that creates it triggers it (no game event does)."""


@dataclass(frozen=True, slots=True)
class MaySacrificeGrantor(Node):
    """"You may sacrifice [name]. When you do, [effect]." (CR 701.21a, 603.12), in an ability
    granted by the permanent named ``name`` (an Equipment or Aura attached to the ability's
    source, which its controller controls): the controller may sacrifice it; if they do,
    ``reflexive`` (a triggered ability with :class:`ReflexiveEvent`, its targets chosen as it
    is put on the stack, 603.3d) triggers, its source being this ability's."""

    name: str
    reflexive: Ability

    def _check(self) -> None:
        # a triggered ability (its class is defined above this module: known by its kind)
        if self.reflexive.KIND != "triggered" or \
                not isinstance(getattr(self.reflexive, "event", None), ReflexiveEvent):
            self.fail("the reflexive ability is a 'when you do' triggered ability")
        if not self.name or not self.name[0].isupper():
            self.fail("a permanent's name")


@dataclass(frozen=True, slots=True)
class WhenPowerBecomes(Node):
    """"~ gets +N/+0 until end of turn. When its power becomes [power] this way, [effect]."
    (CR 603.12): after the source got ``gain`` power from the effect before this one, if its
    power is now ``power`` and was not before, ``reflexive`` triggers (its targets chosen as
    it is put on the stack)."""

    power: int
    gain: int
    reflexive: Ability

    def _check(self) -> None:
        if self.reflexive.KIND != "triggered" or \
                not isinstance(getattr(self.reflexive, "event", None), ReflexiveEvent):
            self.fail("the reflexive ability is a 'when ... this way' triggered ability")
        if self.gain < 1:
            self.fail("the power was raised")
