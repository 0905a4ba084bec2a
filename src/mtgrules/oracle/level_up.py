"""Level up (CR 702.87) and the level symbols of leveler cards (711.2): the canonical
abilities and their renderings.

- ``"Level up {2}{G}"`` (702.87a) is "[Cost]: Put a level counter on this permanent. Activate
  only as a sorcery.": :func:`level_up` builds it, :func:`render_level_up` reads it back and
  refuses anything but exactly that ability;
- a level symbol with its striation (``"LEVEL 1-3"`` / ``"LEVEL 4+"``, its power/toughness
  box and abilities, 711.2a-b) is a static ability of the leveler with the condition
  :class:`~mtgrules.model.levelers.LevelCounters` setting its base power and toughness
  (layer 7b) and granting the abilities (layer 6): :func:`level_symbol` builds it and
  :func:`render_level_header` renders its symbol and box lines.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    AddAbilities,
    Cost,
    Fixed,
    PutCounters,
    SetPT,
    StaticAbility,
    ThisObject,
)
from mtgrules.model.base import Ability, CounterKind
from mtgrules.model.levelers import LevelCounters

__all__ = ["LEVEL_SYMBOL", "PT_BOX", "level_symbol", "level_up", "parse_level_up",
           "render_level_header", "render_level_up", "symbol_range"]

LEVEL_SYMBOL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
"""A level symbol line: ``LEVEL N1-N2`` or ``LEVEL N3+`` (CR 711.2)."""

PT_BOX = re.compile(r"(\d+)/(\d+)")
"""A power/toughness box line of a striation."""

_LEVEL_UP = re.compile(r"Level up ((?:\{[0-9WUBRGC]\})+)")


def level_up(cost: str) -> ActivatedAbility:
    """The level up ability for mana cost ``cost`` (CR 702.87a); ManaError on a bad cost."""
    return ActivatedAbility(
        "", f"Level up {cost}", cost=Cost(mana=ManaCost.parse(cost)),
        effect=(PutCounters(ThisObject(), CounterKind.LEVEL),), sorcery_speed=True,
        keyword=AbilityKeyword.LEVEL_UP)


def parse_level_up(line: str) -> ActivatedAbility | None:
    """``"Level up {1}{W}"`` -> :func:`level_up`; None for another line."""
    m = _LEVEL_UP.fullmatch(line)
    return level_up(m.group(1)) if m else None


def _bare(a: Ability) -> Ability:
    return dataclasses.replace(a, key="", text="")


def render_level_up(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_level_up`; ValueError unless ``a`` is exactly a level up
    ability."""
    if a.keyword != AbilityKeyword.LEVEL_UP or _bare(a) != _bare(level_up(str(a.cost.mana))):
        raise ValueError("not the level up ability")
    return f"Level up {a.cost.mana}"


def symbol_range(line: str) -> LevelCounters | None:
    """``"LEVEL 2-6"`` -> LevelCounters(2, 6), ``"LEVEL 7+"`` -> LevelCounters(7); None for
    another line."""
    m = LEVEL_SYMBOL.fullmatch(line)
    if not m:
        return None
    return LevelCounters(int(m.group(1)), int(m.group(2)) if m.group(2) else None)


def level_symbol(key: str, text: str, levels: LevelCounters, pt: tuple[int, int] | None,
                 granted: tuple[Ability, ...]) -> StaticAbility:
    """A level symbol's static ability (CR 711.2a-b): while ``levels`` holds, base power and
    toughness ``pt`` (layer 7b, when the striation has a box) and the ``granted`` abilities
    (layer 6). Raises CardDefinitionError when it would do nothing."""
    parts: list[AddAbilities | SetPT] = []
    if granted:
        parts.append(AddAbilities(granted))
    if pt is not None:
        parts.append(SetPT(Fixed(pt[0]), Fixed(pt[1])))
    return StaticAbility(key, text, affects=ThisObject(), layer_effects=tuple(parts),
                         condition=levels)


def render_level_header(a: StaticAbility) -> tuple[str, ...]:
    """The level symbol line and the power/toughness box line (if any) of a level symbol's
    static ability, read from the model; ValueError when ``a`` is not one."""
    c = a.condition
    if not isinstance(c, LevelCounters) or a.affects != ThisObject() or a.rules or \
            a.replacement is not None or a.cost_modification is not None or a.cda:
        raise ValueError("not a level symbol")
    out = [f"LEVEL {c.low}-{c.high}" if c.high is not None else f"LEVEL {c.low}+"]
    rest = list(a.layer_effects)
    if rest and isinstance(rest[0], AddAbilities):
        rest.pop(0)
    if rest:
        pt = rest.pop(0)
        if not isinstance(pt, SetPT) or not isinstance(pt.power, Fixed) or \
                not isinstance(pt.toughness, Fixed):
            raise ValueError("a level symbol's box is a fixed power/toughness")
        out.append(f"{pt.power.n}/{pt.toughness.n}")
    if rest or not a.layer_effects:
        raise ValueError("a level symbol sets base P/T and grants abilities only")
    return tuple(out)
