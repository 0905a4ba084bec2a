"""Planeswalker-style templates (CR 306, 606, 615.1a):

- ``"During your turn, ~ is a 4/4 Human Soldier creature with indestructible that's still a
  planeswalker."`` (a conditional static: layers 4, 6 and 7b on the source, CR 611.3a);
- ``"Prevent all damage that would be dealt to ~ during your turn."`` (a static prevention
  effect on itself, 615.1a; :class:`~mtgrules.model.walker_abilities.PreventDamageToSelf`);
- ``"Up to one other target creature you control gains your choice of vigilance, lifelink, or
  indestructible until end of turn."`` (:class:`~mtgrules.model.walker_abilities.
  GainChoiceOfKeyword`, the choice made on resolution, 608.2d);
- ``"Until your next turn, creatures you control get +1/+0 and gain lifelink."``: any sentence
  read as "[objects] get/gain ... until end of turn" about a group (CR 611.2c: the affected
  objects are locked in as it resolves), with the duration "until your next turn" written
  first (CR 611.2b: it ends as its controller's next turn begins).
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    CardType,
    Duration,
    DuringYourTurn,
    Each,
    Fixed,
    KeywordName,
    SetPT,
    StaticAbility,
    TargetKind,
    TargetRef,
    ThisObject,
)
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.walker_abilities import GainChoiceOfKeyword, PreventDamageToSelf
from mtgrules.oracle import effects
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import KEYWORDS_GRANTABLE, cap, grant, kw_list, render_animated
from mtgrules.oracle.phrases import join_or, parse_target, render_target, split_or

_STILL = re.compile(r"~ is a (\d+)/(\d+) ((?:[A-Z][a-z]+ )+)creature(?: with ([a-z ,]+))? "
                    r"that's still a planeswalker\.")
_PREVENT = re.compile(r"Prevent all damage that would be dealt to ~( during your turn)?\.")
_CHOICE = re.compile(r"(.+) gains your choice of (.+) until end of turn")


def parse_static(line: str) -> StaticAbility | None:
    """The two static templates (the "During your turn, " head is read by
    :func:`mtgrules.oracle.statics.parse_static`); None for another line."""
    m = _PREVENT.fullmatch(line)
    if m:
        return StaticAbility("", line, affects=ThisObject(),
                             replacement=PreventDamageToSelf(during_your_turn=bool(m.group(1))))
    m = _STILL.fullmatch(line)
    if m is None:
        return None
    subtypes = m.group(3).split()
    if subtypes != sorted(set(subtypes)):
        return None  # rendered in sorted order
    kws = kw_list(m.group(4)) if m.group(4) else ()
    if kws is None or any(k.startswith('"') for k in kws):
        return None
    parts: list[AddTypes | SetPT | AddAbilities] = [
        AddTypes(frozenset({CardType.CREATURE}), frozenset(subtypes)),
        SetPT(Fixed(int(m.group(1))), Fixed(int(m.group(2))))]
    if kws:
        parts.append(grant(kws))
    return StaticAbility("", line, affects=ThisObject(), layer_effects=tuple(parts))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static` (with its "During your turn, " head); None for
    another ability."""
    if not isinstance(a, StaticAbility) or a.rules or a.cda or a.cost_modification is not None \
            or not isinstance(a.affects, ThisObject):
        return None
    head = "During your turn, " if a.condition == DuringYourTurn() else ""
    if a.condition is not None and not head:
        return None
    if isinstance(a.replacement, PreventDamageToSelf) and not a.layer_effects and not head:
        during = " during your turn" if a.replacement.during_your_turn else ""
        return f"Prevent all damage that would be dealt to ~{during}."
    if a.replacement is not None or len(a.layer_effects) not in (2, 3):
        return None
    body = render_animated(a.layer_effects)
    return None if body is None else f"{head}~ is a {body} that's still a planeswalker."


def parse_choice(s: str, slots: Slots) -> list[Effect] | None:
    """``X gains your choice of A, B, or C until end of turn`` (no final period); None if
    not of this form."""
    m = _CHOICE.fullmatch(s)
    if m is None:
        return None
    kws = split_or(m.group(2))
    if kws is None or len(kws) < 2 or any(k not in KEYWORDS_GRANTABLE for k in kws):
        return None
    t = parse_target(m.group(1)[:1].lower() + m.group(1)[1:])
    if t is None or t.kind != TargetKind.OBJECT:
        return None
    return [GainChoiceOfKeyword(slots.add(t), tuple(KeywordName(k) for k in kws))]


def render_choice(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_choice`; None for other nodes."""
    if not isinstance(e, GainChoiceOfKeyword) or not isinstance(e.what, TargetRef):
        return None
    kws = join_or([k.value for k in e.keywords])
    return f"{cap(render_target(targets[e.what.slot]))} gains your choice of {kws} until end " \
        "of turn"


_UNTIL_NEXT = "Until your next turn, "
_EOT = " until end of turn"


def parse_until_your_next_turn(s: str, slots: Slots) -> list[Effect] | None:
    """``"Until your next turn, [group] get(s) ... "`` (no final period): the sentence read with
    "until end of turn" in its place, one continuous effect on a group (CR 611.2b-c); None for
    other sentences."""
    if not s.startswith(_UNTIL_NEXT):
        return None
    n = len(slots.targets)
    got = effects.parse_sentence(cap(s[len(_UNTIL_NEXT):]) + _EOT, slots)
    if got is None or len(got) != 1 or len(slots.targets) != n or \
            not isinstance(e := got[0], ApplyContinuous) or \
            e.duration is not Duration.END_OF_TURN or not isinstance(e.what, Each):
        del slots.targets[n:]
        return None
    return [ApplyContinuous(e.what, e.parts, Duration.UNTIL_YOUR_NEXT_TURN)]


def render_until_your_next_turn(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_until_your_next_turn`; None for other nodes."""
    if not isinstance(e, ApplyContinuous) or e.duration is not Duration.UNTIL_YOUR_NEXT_TURN or \
            not isinstance(e.what, Each):
        return None
    text = effects.render_node(ApplyContinuous(e.what, e.parts, Duration.END_OF_TURN), targets)
    if not text.endswith(_EOT):
        return None
    body = text[: -len(_EOT)]
    return _UNTIL_NEXT + body[:1].lower() + body[1:]
