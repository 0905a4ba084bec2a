"""Effects whose amount is counted as they resolve (CR 608.2h: the number is determined
once, as the effect begins): "~ deals damage equal to [amount] to [target]" (or, the recipient first, "~ deals damage to
[target] equal to [amount]", :class:`~mtgrules.model.DealDamageAmountLast`) and "[Target]
gets +1/+0 until end of turn for each [amount]".

Amounts read here: "the number of [permanents] you control" (CR 122, 109),
"the number of Goblins that entered the battlefield under your control this turn", "the
sacrificed creature's power" (608.2h: last known information of the permanent sacrificed to
pay the cost), "the number of charge counters on it" (the source's, CR 122.1, 608.2h: as
it last existed if it was sacrificed to pay the cost), "mana from a Treasure that was spent to cast ~" (601.2h), "the greatest power
among creatures you control" (:class:`~mtgrules.model.GreatestPowerAmong`, CR 208.1).

"[Target] gets +1/+1 until end of turn for each Forest you control" counts as the effect
begins (608.2h).

Also "Draw cards equal to [amount]" (CR 121.1) and "Create a [token] for each [permanent] you
control" (CR 111.2: the count of tokens is the number of those permanents as the effect
begins, 608.2h).
"""

from __future__ import annotations

import re

from mtgrules.model import (
    ApplyContinuous,
    CounterKind,
    CountersOn,
    CountOf,
    CreateToken,
    DealDamage,
    Draw,
    Duration,
    EnteredThisTurnCount,
    Filter,
    Fixed,
    GreatestPowerAmong,
    ModifyPT,
    PowerOf,
    SacrificedField,
    SacrificedValue,
    SpentFor,
    TargetRef,
    TargetSlot,
    ThisObject,
    TreasureManaCount,
    Whose,
    You,
)
from mtgrules.model.amounts import Amount
from mtgrules.model.counted_damage import DealDamageAmountLast
from mtgrules.model.effects import Effect
from mtgrules.oracle.counts import parse_each, render_each
from mtgrules.oracle.effects import Slots, parse_plural, render_plural
from mtgrules.oracle.effects_base import cap
from mtgrules.oracle.phrases import parse_target, render_target
from mtgrules.oracle.tokens import parse_token, render_token, token_def

_ENTERED = " that entered the battlefield under your control this turn"
_TREASURE = "mana from a Treasure that was spent to cast ~"
_GREATEST = "the greatest power among "
_COUNTERS_ON_IT = re.compile(r"(\S+) counters on it")
"""Counters on the source ("the number of charge counters on it", CR 122.1)."""


def parse_count(s: str) -> Amount | None:
    """An amount phrase after "equal to" -> the amount; None for other phrases."""
    if s == "its power":  # the source's (as it last existed, CR 608.2h)
        return PowerOf(ThisObject())
    m = re.fullmatch(r"the sacrificed (creature|artifact)'s (power|mana value)", s)
    if m:
        return SacrificedValue(SacrificedField(m.group(2)), m.group(1))
    if s.startswith(_GREATEST):
        f = parse_plural(s[len(_GREATEST):])
        return GreatestPowerAmong(f) if f is not None and s.endswith(" you control") else None
    if not s.startswith("the number of "):
        return None
    body = s[len("the number of "):]
    m = _COUNTERS_ON_IT.fullmatch(body)
    if m:  # "the number of charge counters on it": the source's, as it last existed (608.2h)
        kind = next((k for k in CounterKind if k.value == m.group(1)), None)
        return None if kind is None else CountersOn(ThisObject(), kind)
    if body.endswith(_ENTERED):
        f = parse_plural(body[: -len(_ENTERED)])
        if not isinstance(f, Filter) or f.controller is not Whose.ANY or f.other or \
                f != Filter(types=f.types, subtypes=f.subtypes):
            return None  # recorded as they entered: types and subtypes only
        return EnteredThisTurnCount(Filter(types=f.types, subtypes=f.subtypes,
                                           controller=Whose.YOU))
    if body.endswith(" you control"):
        f = parse_plural(body)
        if f is not None:
            return CountOf(f)
    return None


def render_count(a: Amount) -> str | None:
    """The inverse of :func:`parse_count`; None for other amounts."""
    match a:
        case PowerOf(obj=ThisObject()):
            return "its power"
        case SacrificedValue(field=field, noun=noun):
            return f"the sacrificed {noun}'s {field.value}"
        case EnteredThisTurnCount(filter=f):
            if not isinstance(f, Filter):
                return None
            bare = Filter(types=f.types, subtypes=f.subtypes)
            return f"the number of {render_plural(bare)}{_ENTERED}"
        case CountOf(filter=f):
            text = render_plural(f)
            return f"the number of {text}" if text.endswith(" you control") else None
        case CountersOn(obj=ThisObject(), counter=kind, lki=True):
            return f"the number of {kind.value} counters on it"
        case GreatestPowerAmong(filter=f):
            text = render_plural(f)
            return _GREATEST + text if text.endswith(" you control") else None
        case _:
            return None


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = re.fullmatch(r"~ deals damage equal to (.+?) to (any target|(?:up to one )?target .+)", s)
    if m:
        amount = parse_count(m.group(1))
        slot = parse_target(m.group(2))
        if amount is None or slot is None:
            return None
        return [DealDamage(amount, slots.add(slot))]
    m = re.fullmatch(r"~ deals damage to (any target|(?:up to one )?target .+?) equal to (.+)", s)
    if m:  # the recipient first (CR 120.2, 608.2h)
        amount = parse_count(m.group(2))
        slot = parse_target(m.group(1))
        if amount is None or slot is None:
            return None
        return [DealDamageAmountLast(amount, slots.add(slot))]
    m = re.fullmatch(r"Draw cards equal to (.+)", s)
    if m:  # CR 121.1
        amount = parse_count(m.group(1))
        return None if amount is None else [Draw(You(), amount)]
    m = re.fullmatch(r"Create (a|an) (.+ token(?: with [^,]+?)?) for each (.+)", s)
    if m:  # CR 111.2, 608.2h
        d = parse_token(m.group(2))
        each = parse_each(m.group(3))
        if d is None or each is None or d.type_line.supertypes:
            return None
        return [CreateToken(d.name, each, You())]
    m = re.fullmatch(r"(Target .+?) gets \+1/\+(0|1) until end of turn for each (.+)", s)
    if m:
        amount = TreasureManaCount(SpentFor.CAST_THIS) if m.group(3) == _TREASURE else \
            parse_each(m.group(3))  # "for each Forest you control" (CR 608.2h)
        slot = parse_target(m.group(1)[0].lower() + m.group(1)[1:])
        if amount is None or slot is None:
            return None
        tough: Amount = amount if m.group(2) == "1" else Fixed(0)
        return [ApplyContinuous(slots.add(slot), (ModifyPT(amount, tough),),
                                Duration.END_OF_TURN)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if isinstance(e, DealDamageAmountLast):
        if not isinstance(e.to, TargetRef) or e.no_regenerate or \
                (text := render_count(e.amount)) is None:
            return None
        return f"~ deals damage to {render_target(targets[e.to.slot])} equal to {text}"
    if isinstance(e, DealDamage) and isinstance(e.to, TargetRef) and not e.no_regenerate and \
            (text := render_count(e.amount)) is not None:
        return f"~ deals damage equal to {text} to {render_target(targets[e.to.slot])}"
    if isinstance(e, Draw) and isinstance(e.who, You) and \
            (text := render_count(e.count)) is not None:
        return f"Draw cards equal to {text}"
    if isinstance(e, CreateToken) and isinstance(e.who, You) and isinstance(e.count, CountOf):
        token = render_token(token_def(e.token))
        art = "an" if token[0] in "8AEIOU" else "a"
        return f"Create {art} {token} for each {render_each(e.count)}"
    if isinstance(e, ApplyContinuous) and isinstance(e.what, TargetRef) and \
            e.duration is Duration.END_OF_TURN and len(e.parts) == 1 and \
            isinstance(p := e.parts[0], ModifyPT) and \
            p.power == TreasureManaCount(SpentFor.CAST_THIS) and \
            p.toughness in (Fixed(0), p.power):
        tough = "1" if p.toughness == p.power else "0"
        return f"{cap(render_target(targets[e.what.slot]))} gets +1/+{tough} until end of " \
               f"turn for each {_TREASURE}"
    if isinstance(e, ApplyContinuous) and isinstance(e.what, TargetRef) and \
            e.duration is Duration.END_OF_TURN and len(e.parts) == 1 and \
            isinstance(p := e.parts[0], ModifyPT) and isinstance(p.power, CountOf) and \
            p.toughness in (Fixed(0), p.power):
        tough = "1" if p.toughness == p.power else "0"
        return f"{cap(render_target(targets[e.what.slot]))} gets +1/+{tough} until end of " \
               f"turn for each {render_each(p.power)}"
    return None
