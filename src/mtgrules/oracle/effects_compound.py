"""One sentence of several effects (CR 608.2c: done in the order written): ``"Draw a card,
then discard a card"``, ``"Draw two cards, then discard a card"``, and damage with one verb
for two recipients, ``"~ deals 2 damage to each creature and each player"``. The parts are
read by the other templates; the sentence is a :class:`~mtgrules.model.Compound` of them,
rendered back with its conjunction. ("A and b" with a subject of its own, "~ deals 3 damage
to any target and you gain 3 life", is :mod:`mtgrules.oracle.sentence_and`'s ``Conjoined``.)"""

from __future__ import annotations

import re

from mtgrules.model import Compound, Conjunction, DealDamage, Fixed, You
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.effects import Slots, parse_sentence, render_node
from mtgrules.oracle.effects_base import cap, low

_DAMAGE_BOTH = re.compile(r"(~ deals (?:\d+|X) damage to )(.+?) and (each player|each opponent|"
                          r"you)")


def _one(s: str, slots: Slots) -> Effect | None:
    got = parse_sentence(cap(s), slots)
    return got[0] if got is not None and len(got) == 1 else None


def _parts(texts: list[str], slots: Slots) -> list[Effect] | None:
    mark = len(slots.targets)
    out = []
    for t in texts:
        e = _one(t, slots)
        if e is None:
            del slots.targets[mark:]
            return None
        out.append(e)
    return out


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence (no final period) of two effects; None if not of this family. Also the
    pain lands' ``"~ deals 1 damage to you"`` (CR 120.3)."""
    m = re.fullmatch(r"~ deals (\d+) damage to you", s)
    if m:
        return [DealDamage(Fixed(int(m.group(1))), You())]
    if ", then " in s and ". " not in s.split(", then ", 1)[0]:  # "You may A. If you do,
        head, tail = s.split(", then ", 1)  # B, then C": "then" is inside the "If you do"
        got = _parts([head, tail], slots)
        if got is not None:
            return [Compound(tuple(got), Conjunction.THEN)]
    m = _DAMAGE_BOTH.fullmatch(s)
    if m:
        got = _parts([m.group(1) + m.group(2), m.group(1) + m.group(3)], slots)
        if got is not None:
            return [Compound(tuple(got), Conjunction.AND)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, DealDamage) and e.to == You() and isinstance(e.amount, Fixed) and \
            not e.no_regenerate:
        return f"~ deals {e.amount.n} damage to you"
    if not isinstance(e, Compound):
        return None
    if len(e.effects) != 2 or any(isinstance(x, Compound) for x in e.effects):
        raise ValueError("a compound of other than two simple effects")
    a, b = e.effects
    first, second = render_node(a, targets), render_node(b, targets)
    if e.conjunction == Conjunction.THEN:
        return f"{first}, then {low(second)}"
    if isinstance(a, DealDamage) and isinstance(b, DealDamage) and a.amount == b.amount:
        prefix = first[: first.index(" damage to ") + len(" damage to ")]
        if not second.startswith(prefix):
            raise ValueError("damage of two sources")
        return f"{first} and {second[len(prefix):]}"
    raise ValueError("an 'and' compound without a rendering")
