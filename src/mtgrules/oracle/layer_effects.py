"""Effect sentences of the layer family: one-shot effects that create continuous effects in
layer 2 (control, CR 613.1b) and layer 7d (switch, 613.4d).

- ``"Switch target creature's power and toughness until end of turn"`` (also ``"~'s"``);
- ``"Gain control of target creature until end of turn"`` / ``"Gain control of target
  permanent"`` (611.2b: no duration, indefinite);
- ``"Untap target creature and gain control of it until end of turn"`` (Threaten), where "it"
  is the untapped object (:class:`~mtgrules.model.refs.Those`);
- ``"That creature gains haste until end of turn"`` after such a sentence, "that creature"
  being the object the previous effect acted on.

Called by :func:`mtgrules.oracle.effects.parse_sentence` and
:func:`mtgrules.oracle.effects.render_node` before their own templates; each returns None when
the sentence (or node) is not of this family.
"""

from __future__ import annotations

import re
from typing import Protocol

from mtgrules.model import (
    ApplyContinuous,
    Duration,
    SetController,
    SwitchPT,
    TargetKind,
    TargetRef,
    ThisObject,
    Untap,
)
from mtgrules.model.base import Zone
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import ObjectRef, Those
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.phrases import common, parse_target, render_target

_EOT = " until end of turn"


class Slots(Protocol):
    """The target slots being collected (:class:`mtgrules.oracle.effects.Slots`)."""

    targets: list[TargetSlot]

    def add(self, t: TargetSlot) -> TargetRef:
        """Add a slot; returns its reference."""


def _target(s: str, slots: Slots) -> TargetRef | None:
    t = parse_target(s)
    if t is None or t.kind != TargetKind.OBJECT or common(t.filter).zone != Zone.BATTLEFIELD:
        return None
    return slots.add(t)


def parse_layer_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence (capitalised, no final period) of this family, or None."""
    m = re.fullmatch(r"Switch (.+?)'s power and toughness until end of turn", s)
    if m:
        what: ObjectRef | None = ThisObject() if m.group(1) == "~" else \
            _target(m.group(1), slots)
        if what is None:
            return None
        return [ApplyContinuous(what, (SwitchPT(),), Duration.END_OF_TURN)]
    m = re.fullmatch(r"Untap (target .+?) and gain control of it until end of turn", s)
    if m:
        ref = _target(m.group(1), slots)
        if ref is None:
            return None
        return [Untap(ref), ApplyContinuous(Those(), (SetController(),), Duration.END_OF_TURN)]
    m = re.fullmatch(r"Gain control of (target .+?)( until end of turn)?", s)
    if m:
        ref = _target(m.group(1), slots)
        if ref is None:
            return None
        return [ApplyContinuous(ref, (SetController(),),
                                Duration.END_OF_TURN if m.group(2) else Duration.INDEFINITE)]
    m = re.fullmatch(r"That creature gains (.+) until end of turn", s)
    if m and slots.targets:
        kws = kw_list(m.group(1))
        if not kws:
            return None
        return [ApplyContinuous(Those(), (grant(kws),), Duration.END_OF_TURN)]
    return None


def _obj(ref: ObjectRef, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(ref, ThisObject):
        return "~"
    if isinstance(ref, TargetRef):
        return render_target(targets[ref.slot])
    raise ValueError(f"{type(ref).__name__} has no rendering here")


def render_layer_node(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_layer_sentence` for one node; None when ``e`` is not of
    this family (Threaten's two nodes: :func:`render_untap_and_control`)."""
    if not isinstance(e, ApplyContinuous) or len(e.parts) != 1:
        return None
    part = e.parts[0]
    if isinstance(part, SwitchPT):
        if e.duration != Duration.END_OF_TURN:
            raise ValueError("a switch without until end of turn")
        return f"Switch {_obj(e.what, targets)}'s power and toughness until end of turn"
    if isinstance(part, SetController):
        if isinstance(e.what, Those):
            raise ValueError("gain control of it is rendered with the untap before it")
        eot = _EOT if e.duration == Duration.END_OF_TURN else ""
        if e.duration not in (Duration.END_OF_TURN, Duration.INDEFINITE):
            raise ValueError("a control duration without a rendering")
        return f"Gain control of {_obj(e.what, targets)}{eot}"
    if isinstance(part, AddAbilities) and isinstance(e.what, Those):
        if e.duration != Duration.END_OF_TURN:
            raise ValueError("a grant to that creature without until end of turn")
        return f"That creature gains {render_kw_list(granted_keywords(part.abilities))}{_EOT}"
    return None


def render_untap_and_control(e: Effect, nxt: Effect | None,
                             targets: tuple[TargetSlot, ...]) -> str | None:
    """``Untap(target)`` followed by control of ``Those()`` until end of turn as one sentence
    (Threaten), or None."""
    if isinstance(e, Untap) and isinstance(e.what, TargetRef) and \
            isinstance(nxt, ApplyContinuous) and isinstance(nxt.what, Those) and \
            nxt.parts == (SetController(),) and nxt.duration == Duration.END_OF_TURN:
        return f"Untap {_obj(e.what, targets)} and gain control of it{_EOT}"
    return None
