"""``"When you sacrifice this Aura, [effect]."`` (the Ordeals; CR 701.21a, 603.6c, 603.10a):
a leaves-the-battlefield ability of the sacrificed permanent itself, which triggers as its
controller sacrifices it (as a cost or an effect) and looks back in time at it.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ThisObject


@dataclass(frozen=True, slots=True)
class YouSacrificeThis(Node):
    """"When you sacrifice ~" (CR 701.21a, 603.10a): the ability's controller sacrifices the
    source. ``what``: always the source ("it" in the effect names it, as it last existed)."""

    what: ThisObject = ThisObject()
