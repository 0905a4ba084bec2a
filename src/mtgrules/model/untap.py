"""Untapping permanents the effect's controller chooses, not targets (CR 701.26b):
``"Untap up to four lands."`` (Rewind), ``"Untap up to three lands."`` (Frantic Search).

The engine's op is :func:`mtgrules.effects.untap.untap_up_to`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class UntapUpTo(Node):
    """"Untap up to ``count`` [permanents]" (CR 701.26b): as the effect resolves its
    controller chooses up to ``count`` permanents matching ``filter`` (any controller's),
    one at a time, and untaps them; choosing none is allowed (CR 107.1c: "up to")."""

    count: int
    filter: ObjectFilter

    def _check(self) -> None:
        if self.count < 1:
            self.fail("untaps up to at least one permanent")
