"""Soulbond (CR 702.95): the pairing its triggered ability does (:class:`PairSoulbond`), the
condition of that ability (:class:`BothUnpaired`) and of the paired creatures' static
abilities (:class:`IsPaired`); the objects those static abilities affect are
:class:`~mtgrules.model.refs.ThisAndPaired`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class PairSoulbond(Node):
    """"you may pair this creature with another unpaired creature you control" / "... pair
    that creature with this creature" (CR 702.95a): when this creature entered, its
    controller may choose another unpaired creature they control; when another creature
    entered, they may pair it with this one. Nothing happens if either is no longer a
    creature on the battlefield under that player's control, or is paired (702.95c-d)."""


@dataclass(frozen=True, slots=True)
class BothUnpaired(Node):
    """The intervening "if" of soulbond's triggers (CR 702.95a, 603.4): "if you control both
    this creature and another creature and both are unpaired" (this one entered) or "if you
    control both that creature and this one and both are unpaired" (another entered)."""


@dataclass(frozen=True, slots=True)
class IsPaired(Node):
    """"As long as ~ is paired with another creature" (CR 702.95b, 611.3a)."""
