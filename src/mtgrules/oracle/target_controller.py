"""The controller of an earlier target, named by its phrase (CR 108.4, 115.4):
``"that creature's controller"`` after a creature target, ``"that player or that
planeswalker's controller"`` after a "target player or planeswalker" / "target opponent or
planeswalker" (the player chosen, or the chosen planeswalker's controller), both
:class:`~mtgrules.model.refs.ControllerOf` of that target.

The phrase is shared by the damage family (:mod:`mtgrules.oracle.damage`); this module also
reads ``"That player or that planeswalker's controller discards X cards"`` (CR 701.9a), and a later target of those
permanents: ``"[up to one] target creature that player or that planeswalker's controller
controls"`` (:attr:`~mtgrules.model.effects.TargetSlot.controlled_by_slot`, CR 601.2c).
Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import Discard
from mtgrules.model.amounts import Fixed, X
from mtgrules.model.effects import Effect, TargetKind, TargetSlot
from mtgrules.model.refs import ControllerOf, TargetRef
from mtgrules.oracle import effects
from mtgrules.oracle.phrases import (
    DEPENDENT_CONTROLLER,
    parse_word_number,
    render_target,
    word_number,
)

PLAYER_OR_WALKER = "that player or that planeswalker's controller"
_EITHER = (TargetKind.PLAYER_OR_PLANESWALKER, TargetKind.OPPONENT_OR_PLANESWALKER)
_DISCARDS = re.compile(r"(.+) discards (a card|X cards|\w+ cards)")


def controller_phrase(slot: TargetSlot) -> str | None:
    """How "the controller of [that target]" is written for a target of ``slot``: "that
    player or that planeswalker's controller" (a player-or-planeswalker target), "that
    creature's controller" (an object target: its last noun); None for other targets."""
    if slot.up_to:
        return None
    if slot.kind in _EITHER:
        return PLAYER_OR_WALKER
    if slot.kind is TargetKind.OBJECT:
        return f"that {render_target(slot).rsplit(' ', 1)[-1]}'s controller"
    return None


def controller_of(phrase: str, targets: list[TargetSlot]) -> ControllerOf | None:
    """The :class:`ControllerOf` the latest target whose :func:`controller_phrase` is
    ``phrase``, or None."""
    k = next((i for i in reversed(range(len(targets)))
              if controller_phrase(targets[i]) == phrase), None)
    return None if k is None else ControllerOf(TargetRef(k))


def without_dependent(phrase: str) -> str | None:
    """``"up to one target creature that player or that planeswalker's controller controls"``
    -> ``"up to one target creature"`` (the target phrase before
    :data:`~mtgrules.oracle.phrases.DEPENDENT_CONTROLLER`); None without those words."""
    if not phrase.endswith(DEPENDENT_CONTROLLER) or "target " not in phrase:
        return None
    return phrase[: -len(DEPENDENT_CONTROLLER)]


def make_dependent(targets: list[TargetSlot], slot: int) -> bool:
    """Make object target ``slot`` depend on the latest earlier "target player or
    planeswalker" / "target opponent or planeswalker" (its ``controlled_by_slot``, CR
    601.2c), in place; False (nothing changed) if it isn't an object target or there is no
    such earlier target."""
    got = controller_of(PLAYER_OR_WALKER, targets[:slot])
    t = targets[slot]
    if got is None or not isinstance(got.obj, TargetRef) or t.kind is not TargetKind.OBJECT \
            or t.controlled_by_slot is not None:
        return False
    targets[slot] = dataclasses.replace(t, controlled_by_slot=got.obj.slot,
                                        text=t.text + DEPENDENT_CONTROLLER)
    return True


def check_dependent(targets: tuple[TargetSlot, ...], slot: int) -> None:
    """Raise ValueError unless a dependent target ``slot`` renders back to itself: its
    ``controlled_by_slot`` is the latest earlier player-or-planeswalker target (the one its
    words name)."""
    k = targets[slot].controlled_by_slot
    if k is None:
        return
    got = controller_of(PLAYER_OR_WALKER, list(targets[:slot]))
    if got is None or got.obj != TargetRef(k):
        raise ValueError(f"target {slot} depends on target {k}, which its words don't name")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"That player or that planeswalker's controller discards X cards"`` -> a Discard by
    the controller of the earlier target; None for other sentences."""
    m = _DISCARDS.fullmatch(s)
    if not m or not m.group(1).startswith("That "):
        return None
    who = controller_of("t" + m.group(1)[1:], slots.targets)
    count = m.group(2).split(" ")[0]
    n = X() if count == "X" else Fixed(1) if count == "a" else None
    if n is None:
        k = parse_word_number(count)
        n = Fixed(k) if k is not None and k > 1 else None
    if who is None or n is None:
        return None
    return [Discard(n, who)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, Discard) or not isinstance(e.who, ControllerOf) or \
            not isinstance(e.who.obj, TargetRef):
        return None
    phrase = controller_phrase(targets[e.who.obj.slot])
    if phrase is None:
        return None
    n = e.count
    count = "a card" if n == Fixed(1) else "X cards" if isinstance(n, X) else \
        f"{word_number(n.n)} cards" if isinstance(n, Fixed) else None
    return None if count is None else f"T{phrase[1:]} discards {count}"
