"""The Class family (CR 716): level abilities ``"{2}{U}: Level 2"`` and level triggers
``"When ~ becomes level 2, effect."``.

A Class's text is read in blocks (CR 716.2): the abilities before its first level line are
the Class's from level 1; each level line is a level ability (an activated ability, "[cost]:
This Class's level becomes N. Activate only as a sorcery and only if this Class is level N-1",
716.2a) and the lines after it, up to the next level line, are the abilities the Class has
while its level is at least N (716.2d, 716.3). :func:`level_blocks` assigns the levels; the
compiler keeps the level-N abilities in :attr:`~mtgrules.cards.definition.CardDef.
level_abilities`.
"""

from __future__ import annotations

import re

from mtgrules.model import ActivatedAbility, BecomeLevel, BecomesLevel, Cost, TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.oracle.bodies import parse_body, render_body
from mtgrules.oracle.costs import parse_cost, render_cost
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.errors import Unsupported

_LEVEL = re.compile(r"(\{[^:]+\}): Level (\d+)")
_BECOMES = re.compile(r"When ~ becomes level (\d+), (.+)")


def parse_level(line: str) -> ActivatedAbility | None:
    """``"{2}{U}: Level 2"`` -> the level ability (CR 716.2a); None when not a level line.
    Raises Unsupported for a cost other than mana."""
    m = _LEVEL.fullmatch(line)
    if not m:
        return None
    cost = parse_cost(m.group(1))
    n = int(m.group(2))
    if cost is None or cost != Cost(mana=cost.mana) or n < 2:
        raise Unsupported(f"level cost not supported: {m.group(1)!r}")
    return ActivatedAbility("", line, cost=cost, effect=(BecomeLevel(n),), sorcery_speed=True,
                            level=n)


def render_level(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_level`."""
    if a.level is None or a.effect != (BecomeLevel(a.level),) or not a.sorcery_speed or \
            a.targets or a.mana_ability or a.keyword is not None or a.once_each_turn:
        raise ValueError("not a level ability")
    return f"{render_cost(a.cost)}: Level {a.level}"


def parse_level_trigger(line: str) -> TriggeredAbility | None:
    """``"When ~ becomes level N, effect."`` (CR 716.2b); None when not of this form."""
    m = _BECOMES.fullmatch(line)
    if not m:
        return None
    slots = Slots()
    effect = parse_body(cap(m.group(2)), slots)
    return TriggeredAbility("", line, event=BecomesLevel(int(m.group(1))), effect=effect,
                            targets=tuple(slots.targets))


def render_level_trigger(a: TriggeredAbility) -> str:
    """The inverse of :func:`parse_level_trigger`."""
    if not isinstance(a.event, BecomesLevel) or a.intervening_if is not None or a.mana_ability:
        raise ValueError("not a level trigger")
    return f"When ~ becomes level {a.event.level}, {low(render_body(a.effect, a.targets))}"


def level_blocks(abilities: list[tuple[Ability, ...]]
                 ) -> tuple[list[Ability], list[tuple[int, Ability]]]:
    """A Class's compiled lines in text order -> (abilities it always has: level 1 and the
    level abilities themselves; ``(level, ability)`` pairs of the higher levels, CR 716.2d).
    Raises Unsupported when level lines are not 2, 3, ... in order or a level trigger is not
    in its own level's block."""
    base: list[Ability] = []
    levelled: list[tuple[int, Ability]] = []
    level = 1
    for line in abilities:
        for a in line:
            if isinstance(a, ActivatedAbility) and a.level is not None:
                if a.level != level + 1:
                    raise Unsupported(f"level {a.level} after level {level}")
                level = a.level
                base.append(a)
                continue
            if isinstance(a, TriggeredAbility) and isinstance(a.event, BecomesLevel) and \
                    a.event.level != level:
                raise Unsupported("a level trigger outside its level's block")
            if level == 1:
                base.append(a)
            else:
                levelled.append((level, a))
    return base, levelled
