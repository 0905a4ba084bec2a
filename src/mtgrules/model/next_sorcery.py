"""Effects on the next spell a player casts (CR 601.3e, 702.8a): the typed node.

- :class:`NextSorceryAsThoughFlash`: "The next sorcery spell you cast this turn can be cast as
  though it had flash." (Quicken).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class NextSorceryAsThoughFlash(Node):
    """This turn, the next sorcery spell the controller casts may be cast any time they could
    cast an instant (CR 601.3e, 702.8a, 117.1a); the effect is used up by that spell, cast at
    whatever time, and ends with the turn."""
