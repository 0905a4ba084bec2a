"""Effects on a target that last until your next turn (CR 611.2, 500.7):
``"Target creature gets -4/-0 until your next turn"``, ``"Target creature can't attack until
your next turn"`` (:data:`~mtgrules.model.Duration.UNTIL_YOUR_NEXT_TURN`). ("Until your next
turn, ..." written first is :mod:`mtgrules.oracle.walker_abilities`'s.)

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` for ``ApplyContinuous`` and ``ApplyRule``.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    ApplyContinuous,
    ApplyRule,
    CantAttack,
    Duration,
    Fixed,
    ModifyPT,
    TargetRef,
    TargetSlot,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects_base import cap, low

_NEXT_TURN = " until your next turn"


def signed_pt(p: int, t: int) -> str:
    """``+2/+0``, ``-4/-0``: a zero takes the other number's sign, as Oracle prints it."""
    def sign(n: int, other: int) -> str:
        return f"{n:+d}" if n or other >= 0 else "-0"
    return f"{sign(p, t)}/{sign(t, p)}"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One sentence (no final period) of this family; None otherwise."""
    if not s.endswith(_NEXT_TURN):
        return None
    head = s[: -len(_NEXT_TURN)]
    m = re.fullmatch(r"(.+?) gets ([+-]\d+)/([+-]\d+)", head)
    if m and signed_pt(int(m.group(2)), int(m.group(3))) != f"{m.group(2)}/{m.group(3)}":
        return None
    if m:
        what = effect_object(low(m.group(1)), slots)
        if not isinstance(what, TargetRef):
            return None
        return [ApplyContinuous(what, (ModifyPT(Fixed(int(m.group(2))),
                                                Fixed(int(m.group(3)))),),
                                Duration.UNTIL_YOUR_NEXT_TURN)]
    m = re.fullmatch(r"(.+?) can't attack", head)
    if m:
        what = effect_object(low(m.group(1)), slots)
        if not isinstance(what, TargetRef):
            return None
        return [ApplyRule(CantAttack(), what, Duration.UNTIL_YOUR_NEXT_TURN)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    match e:
        case ApplyContinuous(what=TargetRef() as t, parts=(ModifyPT(power=Fixed() as p,
                                                                    toughness=Fixed() as q),),
                             duration=Duration.UNTIL_YOUR_NEXT_TURN):
            return f"{cap(render_effect_object(t, targets))} gets {signed_pt(p.n, q.n)}" \
                   f"{_NEXT_TURN}"
        case ApplyRule(rule=CantAttack(), what=TargetRef() as t,
                       duration=Duration.UNTIL_YOUR_NEXT_TURN):
            return f"{cap(render_effect_object(t, targets))} can't attack{_NEXT_TURN}"
    return None
