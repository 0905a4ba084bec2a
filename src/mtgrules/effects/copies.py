"""Copy effects (CR 707): "create a token that's a copy of ..." and "... becomes a copy of ..."
(:mod:`mtgrules.model.copies`). See :mod:`mtgrules.effects.ops` for the protocol."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import amount, objects, set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Duration
from mtgrules.model.copies import BecomeCopy, CreateTokenCopy
from mtgrules.model.refs import ObjectRef, ThisObject
from mtgrules.rules.copy import copy_spec
from mtgrules.rules.copy_values import encode_exceptions
from mtgrules.rules.zone_change import create_token
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _originals(s: GameState, f: Frame, ref: ObjectRef) -> list[int]:
    """The objects to copy: "this"/"it" of an ability whose source has left is that object as
    it last existed (CR 608.2h: its copiable values are kept on it); others as resolved."""
    if isinstance(ref, ThisObject):
        src = f.data["ctx"]["source"]
        return [src] if src in s.objects else []
    return objects(s, f, ref)


def create_token_copy(s: GameState, f: Frame, e: CreateTokenCopy) -> bool:
    """Create N tokens that are copies of an object (CR 111.2, 707.2): each token's copiable
    values are the object's (707.3: as modified by its own copy effects), with this effect's
    exceptions (707.9) added; it becomes a copy as it enters (707.5: its own "enters"
    replacements and triggers apply). "They" afterwards are the tokens."""
    ctrl = int(f.data["ctx"]["controller"])
    n = amount(s, f, e.count)
    exc = encode_exceptions(e.exceptions) if e.exceptions else None
    made: list[int] = []
    for oid in _originals(s, f, e.of):
        spec = copy_spec(s, oid, exc)
        for _ in range(n):
            t = create_token(s, spec["copy"], ctrl, tapped=e.tapped, info=spec)
            made.append(t)
            log_event(s, "create_token", "707.2", f"{s.players[ctrl].name} creates "
                      f"{name_of(s, t)}, a token that's a copy of {name_of(s, oid)}", ctrl,
                      [t, oid], copied=spec["copy"])
    set_those(f, made)
    return True


def become_copy(s: GameState, f: Frame, e: BecomeCopy) -> bool:
    """"[Permanent] becomes a copy of [object]" (CR 707.2, 613.2a): a layer-1 continuous
    effect, indefinite, with the copiable values locked in now (707.2b); effects already
    applying to the permanent keep applying (707.4), and it doesn't enter or leave (707.4: no
    triggers). Does nothing if either object is gone (608.2b)."""
    ctx = f.data["ctx"]
    what = [x for x in objects(s, f, e.what) if s.objects[x].zone == "battlefield"]
    of = _originals(s, f, e.of)
    set_those(f, what)
    if not what or not of:
        return True
    exc = encode_exceptions(e.exceptions) if e.exceptions else None
    spec = copy_spec(s, of[0], exc)
    ctrl = int(ctx["controller"])
    add_effect(s, what, [], Duration.INDEFINITE, ctrl, ctx.get("source"), copy=spec)
    for x in what:
        log_event(s, "copy", "707.2", f"{name_of(s, x)} becomes a copy of "
                  f"{name_of(s, of[0])}", ctrl, [x, of[0]], copied=spec["copy"])
    return True
