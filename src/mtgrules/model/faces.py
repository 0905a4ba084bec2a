"""Model nodes of double-faced cards (CR 712): the "transform" keyword action (701.27)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef

__all__ = ["Transform", "TransformsInto"]


@dataclass(frozen=True, slots=True)
class Transform(Node):
    """"Transform [permanent]" (CR 701.27a): turn a double-faced permanent over so that its
    other face is up. Nothing happens to a permanent that isn't a double-faced card (701.27c)
    or whose other face is an instant or sorcery (701.27d); an ability of a permanent
    transforming it does nothing if it transformed since the ability was put on the stack
    (701.27f)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class TransformsInto(Node):
    """"Whenever ~ transforms into ~" (CR 701.27e): triggers when this permanent transforms
    and has the face this ability is printed on (the second ``~``, that face's name) up
    immediately after. ``or_enters``: "Whenever ~ enters or transforms into ~", one ability
    that also triggers when it enters (CR 603.2, 603.6a)."""

    or_enters: bool = False
