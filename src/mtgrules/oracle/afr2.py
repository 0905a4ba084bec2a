"""Effect templates of the second AFR batch (issue 9, AFR target), each general:

- ``"That creature doesn't untap during its controller's next untap step"`` / ``"It ..."``
  after an effect that acted on it (CR 502.3, 611.2);
- ``"Up to two target creatures can't block this turn"``: two "up to one" slots of one
  phrase (CR 115.1, 601.2c);
- ``"Target creature gets +1/+0 until end of turn and can't be blocked this turn"`` (613.4c,
  509.1b);
- ``"~ can't be blocked this turn"`` (509.1b);
- ``"You draw a card and you lose 1 life"`` (121.1, 119.3).

("You may pay {1}. If you do, ..." is :mod:`mtgrules.oracle.may_pay`'s.)

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers,
:func:`render` first among the node renderers (it answers None for other nodes) and
:func:`render_sequence` with the sequence renderers.
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
    DealDamage,
    DoesntUntap,
    Draw,
    Duration,
    Fixed,
    LoseLife,
    ModifyPT,
    RollDie,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    Untap,
    You,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.dungeons import ChooseTarget
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_target, render_target, word_number

Targets = tuple[TargetSlot, ...]

_NEXT_UNTAP = " doesn't untap during its controller's next untap step"
_PLURAL = {"creatures": "creature", "artifacts": "artifact", "permanents": "permanent"}


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (capitalised, no final period) of this family, or None."""
    m = re.fullmatch(r"Choose (target .+), then roll a d(\d+)", s)
    if m and int(m.group(2)) >= 2:  # CR 706.3: the rows say "that creature"
        what = effects._object(m.group(1), slots, self_ok=False)
        if not isinstance(what, TargetRef):
            return None
        return [ChooseTarget(what), RollDie(int(m.group(2)))]
    m = re.fullmatch(r"(Tap|Untap) that creature", s)
    if m:
        w = Those("that creature")
        return [TapNode(w) if m.group(1) == "Tap" else Untap(w)]
    m = re.fullmatch(r"~ deals (\d+) damage to that creature", s)
    if m:
        return [DealDamage(Fixed(int(m.group(1))), Those("that creature"))]
    m = re.fullmatch(r"(That creature|It)" + _NEXT_UNTAP, s)
    if m:
        return [ApplyRule(DoesntUntap(), Those(low(m.group(1))), Duration.UNTIL_NEXT_UNTAP)]
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
    m = re.fullmatch(r"You draw (a card|\w+ cards) and you lose (\d+) life", s)
    if m:
        got = effects.parse_sentence("Draw " + m.group(1), slots)
        if got is None or len(got) != 1:
            return None
        return [Compound((got[0], LoseLife(Fixed(int(m.group(2))), You())), Conjunction.AND)]
    return None


def _pump_of_target(e: Effect) -> bool:
    return isinstance(e, ApplyContinuous) and isinstance(e.what, TargetRef) and \
        e.duration is Duration.END_OF_TURN and all(isinstance(p, ModifyPT) for p in e.parts)


def render_first(e: Effect, targets: Targets) -> str | None:
    """Nodes acting on "that creature" (what the ability chose before its roll), rendered
    before :mod:`mtgrules.oracle.effects` would refuse the reference; None for others."""
    that = Those("that creature")
    match e:
        case TapNode(what=w) if w == that:
            return "Tap that creature"
        case Untap(what=w) if w == that:
            return "Untap that creature"
        case DealDamage(amount=Fixed(n=n), to=w, no_regenerate=False) if w == that:
            return f"~ deals {n} damage to that creature"
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """The sentence of a node of this family (no final period); None for other nodes."""
    match e:
        case ApplyRule(rule=DoesntUntap(), what=Those(word=("that creature" | "it") as w),
                       duration=Duration.UNTIL_NEXT_UNTAP):
            return cap(w) + _NEXT_UNTAP
        case Compound(effects=(ApplyContinuous() as a, ApplyRule(
                rule=CantBeBlocked(), what=Those(word=""), duration=Duration.END_OF_TURN)),
                conjunction=Conjunction.AND) if _pump_of_target(a):
            head = effects.render_node(a, targets)
            return head + " and can't be blocked this turn"
        case ApplyRule(rule=CantBeBlocked(), what=ThisObject(), duration=Duration.END_OF_TURN):
            return "~ can't be blocked this turn"
        case Compound(effects=(Draw(who=You()) as d, LoseLife(amount=Fixed(n=n), who=You())),
                      conjunction=Conjunction.AND):
            return f"You {low(effects.render_node(d, targets))} and you lose {n} life"
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
    """The sentences of an effect with an "up to two target" pair, or "Choose target ...,
    then roll a d20" with its table; None when it has neither."""
    if len(effect) == 2 and isinstance(effect[0], ChooseTarget) and \
            isinstance(effect[1], RollDie) and isinstance(effect[0].what, TargetRef):
        roll = effects.render_node(effect[1], targets)
        return f"Choose {render_target(targets[effect[0].what.slot])}, then {low(roll)}."
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
