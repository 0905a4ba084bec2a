"""The "unless [player] pays" family (CR 118.12): ``"Counter target spell unless its
controller pays {3}"`` (or ``{X}``, the spell's own X, CR 107.3a: Syncopate), ``"Sacrifice ~ unless you pay {2}{B}"`` (the upkeep trigger of
Arcades Sabboth and many others), and the sentence ``"Sacrifice ~"`` itself (CR 701.21).

The inner sentence is read and written by the effect family's own functions, passed in by
:mod:`mtgrules.oracle.effects` (so this module doesn't import it: no import cycle).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import Payer, Sacrifice, TargetRef, TargetSlot, ThisObject, UnlessPays
from mtgrules.model.base import walk
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects_base import cap

_PAYERS = {"you pay": Payer.YOU, "its controller pays": Payer.ITS_CONTROLLER,
           "that player pays": Payer.THAT_PLAYER}
_PHRASES = {v: k for k, v in _PAYERS.items()}
_UNLESS = re.compile(r"(.+) unless (you pay|its controller pays|that player pays) "
                     r"((?:\{[0-9WUBRGC]\})+|\{X\})")


def _cost(text: str) -> ManaCost | None:
    try:
        c = ManaCost.parse(text)
    except ManaError:
        return None
    return c if c.symbols and ("X" not in c.symbols or c.symbols == ("X",)) else None


def parse_unless_sentence(s: str, slots: Any,
                          inner: Callable[[str, Any], list[Effect] | None]
                          ) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it. ``inner`` parses
    the sentence before "unless"."""
    if s == "Sacrifice ~":
        return [Sacrifice(ThisObject())]
    m = _UNLESS.fullmatch(s)
    if not m:
        return None
    cost = _cost(m.group(3))
    body = inner(cap(m.group(1)), slots)
    if cost is None or not body:
        return None
    payer = _PAYERS[m.group(2)]
    if cost.x_count and payer is not Payer.ITS_CONTROLLER:
        return None  # {X}: the counterspell's own X (CR 107.3a), paid by the spell's controller
    node = UnlessPays(cost, tuple(body), payer)
    if payer is Payer.ITS_CONTROLLER and not _has_target(node):
        return None
    return [node]


def _has_target(node: UnlessPays) -> bool:
    return any(isinstance(n, TargetRef) for e in node.effects for n in walk(e))


def render_unless_node(e: Effect, targets: tuple[TargetSlot, ...],
                       inner: Callable[[Effect, tuple[TargetSlot, ...]], str]) -> str | None:
    """The sentence (no final period) of a node of this family; None for other nodes."""
    if isinstance(e, Sacrifice) and isinstance(e.what, ThisObject):
        return "Sacrifice ~"
    if not isinstance(e, UnlessPays):
        return None
    if len(e.effects) != 1:
        raise ValueError("an unless-pays of several effects has no rendering")
    return f"{inner(e.effects[0], targets)} unless {_PHRASES[e.payer]} {e.cost}"
