"""More one-shot effects first needed by Sagas, Classes and planeswalkers (CR 714, 716, 606).
The engine's ops are in :mod:`mtgrules.effects.permanent_effects`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class DealsDamageToItself(Node):
    """"Each [object] deals damage to itself equal to its power" (CR 120.3, 120.1): each
    object is the source of the damage it is dealt; its power as the effect happens."""

    what: ObjectRef
