"""Player designations (CR 724 the monarch): ``"You become the monarch"``, ``"Target player
becomes the monarch"``, ``"Target opponent becomes the monarch"`` (a :class:`BecomeMonarch`
node); rendered back by :func:`render`."""

from __future__ import annotations

from mtgrules.model import BecomeMonarch, You
from mtgrules.model.effects import Effect, TargetKind, TargetSlot
from mtgrules.model.refs import TargetRef
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import parse_target, render_target

_BECOMES = " becomes the monarch"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A designation sentence (no final period) -> its node; None if not one."""
    if s == "You become the monarch":
        return [BecomeMonarch(You())]
    if s.endswith(_BECOMES):
        t = parse_target(s[: -len(_BECOMES)].lower())
        if t is not None and t.kind in (TargetKind.PLAYER, TargetKind.OPPONENT) \
                and not t.up_to:
            return [BecomeMonarch(slots.add(t))]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, BecomeMonarch):
        return None
    if isinstance(e.player, You):
        return "You become the monarch"
    if isinstance(e.player, TargetRef):
        who = render_target(targets[e.player.slot])
        return f"{who[:1].upper()}{who[1:]}{_BECOMES}"
    raise ValueError(f"no rendering of {type(e.player).__name__} becoming the monarch")
