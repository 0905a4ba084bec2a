"""Rule modifications on activating an object's abilities (CR 602.5).

:class:`CantActivateAbilities`: "its activated abilities can't be activated" (Arrest, CR
602.5): no activated ability of the affected permanent can be activated, mana abilities
(605.1a) and loyalty abilities (606) included.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class CantActivateAbilities(Node):
    """The affected permanent's activated abilities can't be activated (CR 602.5)."""
