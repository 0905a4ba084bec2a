"""One-shot effects on the source itself: ``"Untap ~"``, ``"Tap ~"`` (CR 701.26), ``"Exile
~"`` (406), ``"~ doesn't untap during your next untap step"`` (502.3; also after a mana
ability's "Add", 605.1a).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse_sentence` with the sentence parsers
and :func:`render_node` for ``ApplyRule``.
"""

from __future__ import annotations

from mtgrules.model import (
    ApplyRule,
    DoesntUntap,
    Duration,
    MoveTo,
    TargetSlot,
    ThisObject,
    Untap,
    Zone,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import (
    Slots,
)

Targets = tuple[TargetSlot, ...]

NEXT_UNTAP = "~ doesn't untap during your next untap step"
"""The sentence after a mana ability's "Add" too (:mod:`mtgrules.oracle.restriction_statics`)."""
_SELF_NOT_UNTAPPING = ApplyRule(DoesntUntap(), ThisObject(), Duration.UNTIL_NEXT_UNTAP)


def parse_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence of this module (no final period); None otherwise."""
    if s == "Untap ~":
        return [Untap(ThisObject())]
    if s == "Tap ~":
        return [TapNode(ThisObject())]
    if s == "Exile ~":
        return [MoveTo(ThisObject(), Zone.EXILE)]
    if s == NEXT_UNTAP:  # CR 502.3: its controller's next untap step
        return [_SELF_NOT_UNTAPPING]
    return None


def render_node(e: Effect, targets: Targets) -> str | None:
    """``"~ doesn't untap during your next untap step"``; None for other nodes ("Tap ~" and
    the others are the shared renderer's)."""
    return NEXT_UNTAP if e == _SELF_NOT_UNTAPPING else None
