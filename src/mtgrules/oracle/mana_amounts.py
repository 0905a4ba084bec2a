"""Mana added by a resolving effect in a counted amount (CR 106.3, 608.2h): ``"Add {R} for
each Mountain you control."`` (Koth of the Hammer's loyalty ability). The count is taken as
the effect resolves; the "for each" phrase is the shared one of :mod:`mtgrules.oracle.counts`
(a permanent phrase or cards in a zone). A loyalty ability adding mana is never a mana
ability (CR 605.1a): it uses the stack.
"""

from __future__ import annotations

import re

from mtgrules.model import AddMana, CountOf, FixedMana, ManaType, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.oracle.counts import parse_each, render_each
from mtgrules.oracle.effects import Slots

_ADD_FOR_EACH = re.compile(r"Add ((?:\{[WUBRGC]\})+) for each (.+)")
_SYM = re.compile(r"\{([WUBRGC])\}")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``"Add {R} for each Mountain you control"`` (no final period) -> one
    :class:`~mtgrules.model.AddMana` whose amount is the count; None for other sentences."""
    m = _ADD_FOR_EACH.fullmatch(s)
    if m is None:
        return None
    each = parse_each(m.group(2))
    if each is None:
        return None
    mana = tuple(ManaType(c) for c in _SYM.findall(m.group(1)))
    return [AddMana(FixedMana(mana), each)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes (a spending restriction or mana of
    a choice has another rendering)."""
    if not isinstance(e, AddMana) or not isinstance(e.mana, FixedMana) or \
            not isinstance(e.amount, CountOf) or e.spend_only is not None:
        return None
    syms = "".join("{" + m.value + "}" for m in e.mana.mana)
    return f"Add {syms} for each {render_each(e.amount)}"
