"""Every matching card of some graveyards put onto the battlefield (CR 400.7, 110.2a):
``"Put all creature cards from all graveyards onto the battlefield under your control."``
(Liliana Vess's −8), ``"Return all creature cards from your graveyard to the battlefield."``
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import PlayerRef


@dataclass(frozen=True, slots=True)
class PutAllFromGraveyards(Node):
    """Every card matching ``filter`` in the graveyard of each player ``whose`` names enters
    the battlefield at the same time (CR 603.6a), each a new object (400.7), under its
    owner's control, or under the ability's controller's with ``under_your_control``
    (110.2a)."""

    filter: ObjectFilter
    whose: PlayerRef
    under_your_control: bool = False
