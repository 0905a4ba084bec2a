"""One-shot effects that create blocking restrictions until end of turn (CR 509.1b, 611.2):

- ``"Up to two target creatures can't block this turn"``: two "up to one" target slots of one
  phrase (CR 115.1, 601.2c), rendered back as one sentence;
- ``"Target creature gets +1/+0 until end of turn and can't be blocked this turn"`` (a pump,
  613.4c, joined to the restriction on the same object);
- ``"~ can't be blocked this turn"``;
- ``"[Object or group] can't be blocked this turn"``, ``"It can't be blocked this turn"`` (what
  the previous effect acted on): :func:`parse_this_turn`, :func:`render_this_turn`.

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers,
:func:`render` among the node renderers and :func:`render_sequence` with the sequence renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    ApplyContinuous,
    ApplyRule,
    CantBeBlocked,
    CantBlock,
    Compound,
    Conjunction,
    Duration,
    Each,
    ModifyPT,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects import _each as each_filter
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects import parse_group, render_group
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_target, render_target, word_number

Targets = tuple[TargetSlot, ...]

_PLURAL = {"creatures": "creature", "artifacts": "artifact", "permanents": "permanent"}


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (capitalised, no final period) of this family, or None."""
    m = re.fullmatch(r"Up to two target (\w+)(.*) can't block this turn", s)
    if m and m.group(1) in _PLURAL:
        t = parse_target(f"up to one target {_PLURAL[m.group(1)]}{m.group(2)}")
        if t is None:
            return None
        return [ApplyRule(CantBlock(), slots.add(t), Duration.END_OF_TURN),
                ApplyRule(CantBlock(), slots.add(t), Duration.END_OF_TURN)]
    m = re.fullmatch(r"(.+) until end of turn and can't be blocked this turn", s)
    if m:
        got = effects.parse_sentence(m.group(1) + " until end of turn", slots)
        if got is None or len(got) != 1 or not _pump_of_target(got[0]):
            return None
        return [Compound((got[0], ApplyRule(CantBeBlocked(), Those(), Duration.END_OF_TURN)),
                         Conjunction.AND)]
    if s == "~ can't be blocked this turn":
        return [ApplyRule(CantBeBlocked(), ThisObject(), Duration.END_OF_TURN)]
    return None


def _pump_of_target(e: Effect) -> bool:
    return isinstance(e, ApplyContinuous) and isinstance(e.what, TargetRef) and \
        e.duration is Duration.END_OF_TURN and all(isinstance(p, ModifyPT) for p in e.parts)


def render(e: Effect, targets: Targets) -> str | None:
    """The sentence of a node of this family (no final period); None for other nodes."""
    match e:
        case Compound(effects=(ApplyContinuous() as a, ApplyRule(
                rule=CantBeBlocked(), what=Those(word=""), duration=Duration.END_OF_TURN)),
                conjunction=Conjunction.AND) if _pump_of_target(a):
            head = effects.render_node(a, targets)
            return head + " and can't be blocked this turn"
        case ApplyRule(rule=CantBeBlocked(), what=ThisObject(), duration=Duration.END_OF_TURN):
            return "~ can't be blocked this turn"
    return None


def _two_cant_block(a: Effect, b: Effect | None, targets: Targets) -> str | None:
    if not (isinstance(a, ApplyRule) and isinstance(b, ApplyRule)):
        return None
    if not (isinstance(a.rule, CantBlock) and isinstance(b.rule, CantBlock)
            and isinstance(a.what, TargetRef) and isinstance(b.what, TargetRef)
            and b.what.slot == a.what.slot + 1 and a.duration is Duration.END_OF_TURN
            and b.duration is Duration.END_OF_TURN):
        return None
    ta, tb = targets[a.what.slot], targets[b.what.slot]
    if ta.kind != tb.kind or ta.filter != tb.filter or not (ta.up_to and tb.up_to):
        return None
    one = render_target(ta)[len("up to one target "):]
    head, _, rest = one.partition(" ")
    plural = {v: k for k, v in _PLURAL.items()}.get(head)
    if plural is None:
        return None
    return f"Up to {word_number(2)} target {plural}{' ' + rest if rest else ''} " \
        "can't block this turn"


def render_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """The sentences of an effect with an "up to two target ... can't block this turn" pair;
    None when it has none."""
    if not any(_two_cant_block(effect[i], effect[i + 1], targets)
               for i in range(len(effect) - 1)):
        return None
    out: list[str] = []
    i = 0
    while i < len(effect):
        both = _two_cant_block(effect[i], effect[i + 1] if i + 1 < len(effect) else None,
                               targets)
        out.append((both if both is not None else effects.render_node(effect[i], targets))
                   + ".")
        i += 2 if both is not None else 1
    return " ".join(out)


def parse_this_turn(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"<object or group> can't be blocked this turn"`` (CR 509.1b, 611.2); None
    otherwise."""
    m = re.fullmatch(r"(.+?) can't be blocked this turn", s)
    if m is None:
        return None
    grp = parse_group(m.group(1))
    what = Those("it") if m.group(1) == "It" else Each(grp) if grp is not None else \
        effect_object(low(m.group(1)), slots)  # "It": what the previous effect acted on
    return None if what is None else [ApplyRule(CantBeBlocked(), what, Duration.END_OF_TURN)]


def render_this_turn(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse_this_turn`; None for other nodes."""
    if isinstance(e, ApplyRule) and e.rule == CantBeBlocked() and e.what is not None and \
            e.duration == Duration.END_OF_TURN:
        subj = render_group(each_filter(e.what)) if isinstance(e.what, Each) else "It" \
            if e.what == Those("it") else cap(render_effect_object(e.what, targets))
        return f"{subj} can't be blocked this turn"
    return None
