"""The trigger event "Whenever ~ becomes untapped" (CR 701.26b; the inspired cards, Pain
Seer): :class:`BecomesUntapped`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class BecomesUntapped(Node):
    """"Whenever ~ becomes untapped" (CR 701.26b, 603.2): the source permanent changes from
    tapped to untapped, in its controller's untap step (502.3) or by an effect; a permanent
    that enters untapped doesn't "become" untapped."""
