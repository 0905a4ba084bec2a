"""Effects of double-faced cards: "transform" (CR 701.27), executed by
:func:`mtgrules.rules.faces.transform`."""

from __future__ import annotations

from mtgrules.effects.refs import objects
from mtgrules.model.faces import Transform
from mtgrules.rules import faces
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

__all__ = ["transform"]


def transform(s: GameState, f: Frame, e: Transform) -> bool:
    """Transform each object ``e.what`` names (701.27a). When the resolving ability is an
    ability of the permanent it transforms, 701.27f applies (an ability put on the stack
    before the permanent last transformed does nothing)."""
    ctx = f.data["ctx"]
    obj, source = ctx.get("obj"), ctx.get("source")
    by_ability = obj in s.objects and s.objects[obj].kind == "ability"
    for oid in objects(s, f, e.what):
        faces.transform(s, oid, obj if by_ability and source == oid else None)
    return True
