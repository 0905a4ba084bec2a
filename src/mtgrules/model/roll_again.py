""""You may roll again" in a results table row (CR 706.3a): its controller may roll the same
die again, and the table applies to the new result (706.3a, once more)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class MayRollAgain(Node):
    """"You may roll again.": only in a row of a results table (the engine's program jumps
    back to the roll, :mod:`mtgrules.effects.interpreter`)."""
