"""Two moves between zones whose phrases the shared object readers don't write (CR 400.7):

- ``"Put target creature on top of its owner's library"``, ``"Put ~ on top of its owner's
  library"`` (401.1; :class:`~mtgrules.model.MoveTo` from the battlefield);
- ``"Return target card from your graveyard to your hand"`` (a target card of no named type);
- ``"Return ~ to its owner's hand"`` (from the battlefield).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers,
:func:`render` for ``MoveTo`` and :func:`render_sequence` with the sequence renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    Filter,
    MoveTo,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Whose,
    Zone,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object

Targets = tuple[TargetSlot, ...]
_ANY_CARD_IN_YOUR_GRAVEYARD = Filter(controller=Whose.YOU, zone=Zone.GRAVEYARD)
_TOP = " on top of its owner's library"


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence of this family (no final period); None otherwise."""
    m = re.fullmatch(r"Put (.+)" + _TOP, s)
    if m:
        what = ThisObject() if m.group(1) == "~" else effect_object(m.group(1), slots)
        if what is None:
            return None
        return [MoveTo(what, Zone.LIBRARY, from_zone=Zone.BATTLEFIELD)]
    if s == "Return target card from your graveyard to your hand":
        ref = slots.add(TargetSlot(TargetKind.OBJECT, _ANY_CARD_IN_YOUR_GRAVEYARD,
                                   text="target card from your graveyard"))
        return [MoveTo(ref, Zone.HAND, from_zone=Zone.GRAVEYARD)]
    if s == "Return ~ to its owner's hand":
        return [MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.BATTLEFIELD)]
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """``"Put ... on top of its owner's library"``; None for other nodes."""
    match e:
        case MoveTo(to=Zone.LIBRARY, from_zone=Zone.BATTLEFIELD, under_your_control=False):
            obj = "~" if isinstance(e.what, ThisObject) else render_effect_object(e.what,
                                                                                   targets)
            return f"Put {obj}{_TOP}"
    return None


def render_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """``"Return target card from your graveyard to your hand."``; None for other effects."""
    if len(effect) != 1 or not isinstance(e := effect[0], MoveTo) or \
            not isinstance(e.what, TargetRef) or e.to != Zone.HAND or \
            e.from_zone != Zone.GRAVEYARD or e.under_your_control:
        return None
    t = targets[e.what.slot]
    if t.kind == TargetKind.OBJECT and t.filter == _ANY_CARD_IN_YOUR_GRAVEYARD and \
            not t.up_to and t.count == 1:
        return "Return target card from your graveyard to your hand."
    return None
