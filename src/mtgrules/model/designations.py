"""Player designations (CR 724 the monarch): the typed nodes.

- :class:`BecomeMonarch`: the effect "[player] becomes the monarch" (724.1, 724.3);
- :class:`MonarchTrigger`: the trigger condition of one of the monarch's two inherent triggered
  abilities (724.2), never printed: the rules put those abilities on the stack
  (:mod:`mtgrules.rules.monarch`).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import PlayerRef


@dataclass(frozen=True, slots=True)
class BecomeMonarch(Node):
    """"You become the monarch", "Target opponent becomes the monarch" (CR 724.1): ``player``
    becomes the monarch and the current monarch ceases to be (724.3)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class MonarchTrigger(Node):
    """One of the monarch's inherent triggered abilities (CR 724.2): ``damage`` False, "At
    the beginning of the monarch's end step, that player draws a card"; True, "Whenever a
    creature deals combat damage to the monarch, its controller becomes the monarch"."""

    damage: bool
