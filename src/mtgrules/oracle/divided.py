"""Damage divided as you choose (CR 601.2d; :class:`~mtgrules.model.divided.
DealDividedDamage`): ``"~ deals 3 damage divided as you choose among one, two, or three
targets"``, ``"... among one or two targets"``, ``"... among any number of targets"``, with
``"target creatures"``, ``"target creatures with flying"``, ``"target attacking or blocking
creatures"``, ``"target creatures and/or planeswalkers"``. A spell, a triggered ability or an
activated ability divides (the division is announced with its targets, CR 601.2d, 602.2b,
603.3d): :func:`check_divided` refuses the template elsewhere.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from mtgrules.model.base import Ability, CounterKind
from mtgrules.model.divided import DIVIDED_TYPES, DealDividedDamage, PutDividedCounters
from mtgrules.model.effects import Effect, TargetKind, TargetSlot
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.granted import walk_own
from mtgrules.oracle.phrases import parse_target, parse_word_number, render_target, word_number

_DIVIDED = re.compile(r"~ deals (\d+) damage divided as you choose among (one or two|one, two, "
                      r"or three|any number of|X) (targets|target .+)")
_COUNTS = {"one or two": 2, "one, two, or three": 3}
_DISTRIBUTE = re.compile(r"Distribute (\w+) ([+-]1/[+-]1) counters among (one or two|one, two, "
                         r"or three) (target .+)")
_PT_COUNTERS = {"+1/+1": CounterKind.P1P1, "-1/-1": CounterKind.M1M1}
_AND_OR = ("creatures and/or planeswalkers", "creature or planeswalker")


def _singular(plural: str) -> str | None:
    """``"targets"`` -> ``"any target"``; ``"target creatures with flying"`` -> ``"target
    creature with flying"``; None for other phrases."""
    if plural == "targets":
        return "any target"
    if _AND_OR[0] in plural:
        return plural.replace(_AND_OR[0], _AND_OR[1], 1)
    words = plural.split(" ")
    if "creatures" not in words:
        return None
    words[words.index("creatures")] = "creature"
    return " ".join(words)


def _plural(singular: str) -> str:
    if singular == "any target":
        return "targets"
    if _AND_OR[1] in singular:
        return singular.replace(_AND_OR[1], _AND_OR[0], 1)
    words = singular.split(" ")
    if "creature" not in words:
        raise ValueError("a divided-damage target that is no creature")
    words[words.index("creature")] = "creatures"
    return " ".join(words)


def parse(s: str, slots: object) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it."""
    from mtgrules.oracle.effects import Slots

    m = _DIVIDED.fullmatch(s)
    if not m or not isinstance(slots, Slots):
        return None
    n = int(m.group(1))
    xs = m.group(2) == "X"
    many = m.group(2) == "any number of"
    count = n if many or xs else _COUNTS[m.group(2)]
    one = _singular(m.group(3))
    t = parse_target(one) if one is not None else None
    if t is None or t.up_to or t.count != 1 or n < 1 or n < count or count < 2:
        return None
    if xs and t.kind is TargetKind.ANY:
        return None  # "X targets" is written for creatures and planeswalkers only
    refs = tuple(slots.add(dataclasses.replace(t, up_to=many or xs or i > 0))
                 for i in range(count))
    return [DealDividedDamage(n, refs, any_number=many, x_targets=xs)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, DealDividedDamage):
        return None
    slots = [targets[r.slot] for r in e.to]
    first = slots[0]
    if first.up_to != (e.any_number or e.x_targets) or any(
            x != dataclasses.replace(first, up_to=True) for x in slots[1:]):
        raise ValueError("divided-damage slots of different kinds")
    among = "any number of" if e.any_number else "X" if e.x_targets else \
        next((k for k, v in _COUNTS.items() if v == len(slots)), "")
    if not among:
        raise ValueError("no rendering for that many divided-damage targets")
    noun = _plural(render_target(dataclasses.replace(first, up_to=False)))
    return f"{'It' if e.it else '~'} deals {e.amount} damage divided as you choose among " \
        f"{among} {noun}"


def parse_counters(s: str, slots: object) -> list[Effect] | None:
    """``"Distribute two +1/+1 counters among one or two target creatures"`` (CR 601.2d,
    122.1); None for other sentences."""
    from mtgrules.oracle.effects import Slots

    m = _DISTRIBUTE.fullmatch(s)
    if not m or not isinstance(slots, Slots):
        return None
    n = parse_word_number(m.group(1))
    count = _COUNTS[m.group(3)]
    one = _singular(m.group(4))
    t = parse_target(one) if one is not None else None
    if n is None or t is None or t.up_to or t.count != 1 or t.kind is not TargetKind.OBJECT \
            or n < count:
        return None
    refs = tuple(slots.add(dataclasses.replace(t, up_to=i > 0)) for i in range(count))
    return [PutDividedCounters(n, _PT_COUNTERS[m.group(2)], refs)]


def render_counters(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_counters`; None for other nodes."""
    if not isinstance(e, PutDividedCounters):
        return None
    slots = [targets[r.slot] for r in e.to]
    first = slots[0]
    if first.up_to or any(x != dataclasses.replace(first, up_to=True) for x in slots[1:]):
        raise ValueError("distributed-counter slots of different kinds")
    among = next((k for k, v in _COUNTS.items() if v == len(slots)), "")
    kind = next((k for k, v in _PT_COUNTERS.items() if v == e.counter), "")
    if not among or not kind:
        raise ValueError("no rendering for that distribution of counters")
    noun = _plural(render_target(first))
    return f"Distribute {word_number(e.amount)} {kind} counters among {among} {noun}"


def check_divided(a: Ability) -> None:
    """Refuse divided damage the engine can't announce: a spell's is announced as it is cast
    (CR 601.2d); a triggered ability's (without modes) as it is put on the stack (603.3d) and
    an activated ability's as it is activated (602.2b), when the division is one of the
    ability's own effects (not inside another ability or a later choice), and its damage a
    fixed amount among a fixed number of targets (not "X target ..."). Raises Unsupported."""
    if isinstance(a, SpellAbility):
        return
    own = isinstance(a, (TriggeredAbility, ActivatedAbility)) and not a.mana_ability and \
        not (isinstance(a, TriggeredAbility) and a.modes)
    for n in walk_own(a):
        if isinstance(n, DIVIDED_TYPES) and (
                not own or n.x_targets or n not in getattr(a, "effect", ())):
            raise Unsupported("damage divided by an ability other than a spell's or a "
                              "trigger's or activation's own effect (CR 601.2d, 603.3d)")
