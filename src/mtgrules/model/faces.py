"""Model nodes of double-faced cards (CR 712): the "transform" keyword action (701.27)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef

__all__ = ["Transform"]


@dataclass(frozen=True, slots=True)
class Transform(Node):
    """"Transform [permanent]" (CR 701.27a): turn a double-faced permanent over so that its
    other face is up. Nothing happens to a permanent that isn't a double-faced card (701.27c)
    or whose other face is an instant or sorcery (701.27d); an ability of a permanent
    transforming it does nothing if it transformed since the ability was put on the stack
    (701.27f)."""

    what: ObjectRef
