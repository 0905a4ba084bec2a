"""Effect templates of the Adventures in the Forgotten Realms family (issue 9, AFR target):

- ``"Venture into the dungeon"`` (CR 701.49);
- ``"Roll a d20"`` (706.1; its results table is read by :mod:`mtgrules.oracle.dice`);
- ``"[Effect] and [effect]"``: two effects with different subjects in one sentence ("Each
  opponent loses 1 life and you gain 1 life", 608.2c);
- ``"Target creature gets -4/-0 until your next turn"``, ``"Target creature can't attack until
  your next turn"`` (611.2).

:func:`parse_afr_sentence` and :func:`render_afr_node` are called by
:mod:`mtgrules.oracle.effects` when its own templates don't read a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

from mtgrules.model import (
    ApplyContinuous,
    ApplyRule,
    CantAttack,
    Conjoined,
    Duration,
    Fixed,
    ModifyPT,
    RollDie,
    TargetRef,
    TargetSlot,
    Venture,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects_base import cap, low


class Slots(Protocol):
    """The target slots of the ability being parsed (:class:`mtgrules.oracle.effects.Slots`;
    this module can't import it: that module calls this one)."""

    targets: list[TargetSlot]


Parse = Callable[..., "list[Effect] | None"]
"""``parse_sentence(text, slots)`` of :mod:`mtgrules.oracle.effects`."""
Render = Callable[[Effect, tuple[TargetSlot, ...]], str]

_NEXT_TURN = " until your next turn"


def parse_afr_sentence(s: str, slots: Slots, parse_sentence: Parse,
                       obj: Callable[..., object]) -> list[Effect] | None:
    """One sentence (no final period, capitalised) of this family, or None. ``parse_sentence``
    reads a sub-sentence, ``obj`` an object phrase (adding its target slot to ``slots``)."""
    if s == "Venture into the dungeon":
        return [Venture()]
    if (m := re.fullmatch(r"Roll a d(\d+)", s)) and int(m.group(1)) >= 2:
        return [RollDie(int(m.group(1)))]
    if s.endswith(_NEXT_TURN):
        head = s[: -len(_NEXT_TURN)]
        m = re.fullmatch(r"(.+?) gets ([+-]\d+)/([+-]\d+)", head)
        if m and _pt(int(m.group(2)), int(m.group(3))) != f"{m.group(2)}/{m.group(3)}":
            return None
        if m:
            what = obj(low(m.group(1)), slots)
            if not isinstance(what, TargetRef):
                return None
            return [ApplyContinuous(what, (ModifyPT(Fixed(int(m.group(2))),
                                                    Fixed(int(m.group(3)))),),
                                    Duration.UNTIL_YOUR_NEXT_TURN)]
        m = re.fullmatch(r"(.+?) can't attack", head)
        if m:
            what = obj(low(m.group(1)), slots)
            if not isinstance(what, TargetRef):
                return None
            return [ApplyRule(CantAttack(), what, Duration.UNTIL_YOUR_NEXT_TURN)]
        return None
    return _conjoined(s, slots, parse_sentence)


def _conjoined(s: str, slots: Slots, parse_sentence: Parse) -> list[Effect] | None:
    """``"A and b"``: the first split where both halves are sentences of their own, the
    second with a subject of its own (so "gets +1/+1 and gains flying" is not split)."""
    targets = slots.targets
    start = len(targets)
    for m in re.finditer(r" and ", s):
        first, second = s[: m.start()], s[m.end():]
        if not re.match(r"(you|each|target|~) ", second):
            continue
        a = parse_sentence(first, slots)
        b = parse_sentence(cap(second), slots) if a is not None and len(a) == 1 else None
        if a is not None and b is not None and len(b) == 1:
            return [Conjoined((a[0], b[0]))]
        del targets[start:]
    return None


def render_afr_node(e: Effect, targets: tuple[TargetSlot, ...], render: Render,
                    obj: Callable[[TargetRef, tuple[TargetSlot, ...]], str]) -> str:
    """The inverse of :func:`parse_afr_sentence`; ValueError when ``e`` is not of this
    family."""
    match e:
        case Venture():
            return "Venture into the dungeon"
        case RollDie(sides=n, rows=()):
            return f"Roll a d{n}"
        case Conjoined(effects=(a, b)):
            return f"{render(a, targets)} and {low(render(b, targets))}"
        case ApplyContinuous(what=TargetRef() as t, parts=(ModifyPT(power=Fixed() as p,
                                                                    toughness=Fixed() as q),),
                             duration=Duration.UNTIL_YOUR_NEXT_TURN):
            return f"{cap(obj(t, targets))} gets {_pt(p.n, q.n)}{_NEXT_TURN}"
        case ApplyRule(rule=CantAttack(), what=TargetRef() as t,
                       duration=Duration.UNTIL_YOUR_NEXT_TURN):
            return f"{cap(obj(t, targets))} can't attack{_NEXT_TURN}"
    raise ValueError(f"{type(e).__name__} has no rendering")


def _pt(p: int, t: int) -> str:
    """``+2/+0``, ``-4/-0``: a zero takes the other number's sign, as Oracle prints it."""
    def sign(n: int, other: int) -> str:
        return f"{n:+d}" if n or other >= 0 else "-0"
    return f"{sign(p, t)}/{sign(t, p)}"
