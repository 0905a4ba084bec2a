"""The mana-ability family (CR 605.1a): ``"{T}: Add {G}."``, ``"{T}: Add {C}{C}."``,
``"{T}: Add {R} or {G}."``, ``"{T}: Add {W}, {U}, or {B}."``, ``"{T}: Add one mana of any
color."``, ``"{T}: Add one mana of any color in your commander's color identity."`` (CR 903.4),
the filter lands' ``"{B/G}, {T}: Add {B}{B}, {B}{G}, or {G}{G}."`` (a combination chosen,
CR 106.4), with any supported cost (``"{1}, {T}: ..."``, ``"{T}, Pay 1 life: ..."``)."""

from __future__ import annotations

import re

from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    Fixed,
    FixedMana,
    ManaInCommanderIdentity,
    ManaOfChoice,
    ManaType,
)
from mtgrules.model.mana_combinations import ManaCombinationOfChoice, combination_text
from mtgrules.oracle.costs import parse_cost, render_cost

_SYM = re.compile(r"\{([WUBRGC])\}")
ANY_COLOR = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)
_IN_IDENTITY = "one mana of any color in your commander's color identity"  # CR 903.4


def parse_mana_ability(line: str) -> ActivatedAbility | None:
    """A mana ability line; None if not of this family."""
    m = re.fullmatch(r"(.+?): Add (.+)\.", line)
    if not m:
        return None
    cost = parse_cost(m.group(1))
    if cost is None:
        return None
    what = m.group(2)
    spec: FixedMana | ManaOfChoice | ManaInCommanderIdentity | ManaCombinationOfChoice
    if what == "one mana of any color":
        spec = ManaOfChoice(ANY_COLOR)
    elif what == _IN_IDENTITY:
        spec = ManaInCommanderIdentity()
    elif re.fullmatch(r"(\{[WUBRGC]\})+", what):
        spec = FixedMana(tuple(ManaType(c) for c in _SYM.findall(what)))
    elif (combos := _combinations(what)) is not None:
        spec = combos
    else:
        parts = re.split(r", or |, | or ", what)
        if len(parts) < 2 or len(parts) > 4 or not all(_SYM.fullmatch(p) for p in parts):
            return None
        syms = [p[1] for p in parts]
        if len(set(syms)) != len(syms):
            return None
        spec = ManaOfChoice(tuple(ManaType(c) for c in syms))
    return ActivatedAbility("", line, cost=cost, effect=(AddMana(spec),), mana_ability=True)


def _combinations(what: str) -> ManaCombinationOfChoice | None:
    """``"{B}{B}, {B}{G}, or {G}{G}"`` (the filter lands, CR 106.4); None for other text."""
    parts = re.split(r", or |, | or ", what)
    if len(parts) < 2 or not all(re.fullmatch(r"(\{[WUBRGC]\}){2,}", p) for p in parts):
        return None
    combos = tuple(tuple(ManaType(c) for c in _SYM.findall(p)) for p in parts)
    if len(set(combos)) != len(combos):
        return None
    return ManaCombinationOfChoice(combos)


def _render_list(items: list[str]) -> str:
    return " or ".join(items) if len(items) == 2 else ", ".join(items[:-1]) + ", or " + items[-1]


def render_mana_ability(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_mana_ability`."""
    if len(a.effect) != 1 or not isinstance(a.effect[0], AddMana) or a.sorcery_speed or \
            a.keyword is not None or a.effect[0].amount != Fixed(1) or \
            a.effect[0].spend_only is not None:
        raise ValueError("not a simple mana ability")
    spec = a.effect[0].mana
    if isinstance(spec, ManaOfChoice) and spec.options == ANY_COLOR:
        what = "one mana of any color"
    elif isinstance(spec, ManaInCommanderIdentity):
        what = _IN_IDENTITY
    elif isinstance(spec, FixedMana):
        what = "".join("{" + c.value + "}" for c in spec.mana)
    elif isinstance(spec, ManaOfChoice):
        what = _render_list(["{" + c.value + "}" for c in spec.options])
    elif isinstance(spec, ManaCombinationOfChoice):
        what = _render_list([combination_text(c) for c in spec.combinations])
    else:
        raise ValueError("mana of lands' types has no rendering")
    return f"{render_cost(a.cost)}: Add {what}."
