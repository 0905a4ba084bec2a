"""Extra turns (CR 500.7): the typed node.

- :class:`TakeExtraTurn`: "Take an extra turn after this one." / "Target player takes an
  extra turn after this one." (Temporal Mastery, Time Warp).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import PlayerRef, You


@dataclass(frozen=True, slots=True)
class TakeExtraTurn(Node):
    """``who`` takes an extra turn directly after this turn (CR 500.7): the extra turns
    created while a turn goes on are taken after it, the most recently created first; then
    the turn order resumes where it was (CR 101.4)."""

    who: PlayerRef = You()
