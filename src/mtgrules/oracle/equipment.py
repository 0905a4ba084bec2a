"""The Equipment family (CR 301.5): the equip keyword ability ``"Equip {2}"`` (702.6a), read as
the activated ability it stands for: "[Cost]: Attach this permanent to target creature you
control. Activate only as a sorcery." The "Equipped creature gets +1/+1" statics are read by
:mod:`mtgrules.oracle.statics` (subject "Equipped creature").

Only mana equip costs are read ("Equip—Pay 1 life for each card in your hand" and "Equip
[quality]" restrictions, 702.6c, are not).
"""

from __future__ import annotations

import re

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    Attach,
    Cost,
    TargetRef,
    ThisObject,
)
from mtgrules.oracle.phrases import parse_target, render_target

_EQUIP = re.compile(r"Equip ((?:\{[0-9WUBRGC]+\})+)(\. Activate only once each turn\.)?")
_TARGET = "target creature you control"


def parse_equip(line: str) -> ActivatedAbility | None:
    """``"Equip {1}{R}"`` -> the equip ability (CR 702.6a), also ``"Equip {0}. Activate only
    once each turn."`` (602.5b); None for any other line."""
    m = _EQUIP.fullmatch(line)
    if not m:
        return None
    try:
        mana = ManaCost.parse(m.group(1))
    except (ValueError, ManaError):
        return None
    slot = parse_target(_TARGET)
    assert slot is not None
    return ActivatedAbility("", line, cost=Cost(mana=mana),
                            effect=(Attach(ThisObject(), TargetRef(0)),), targets=(slot,),
                            sorcery_speed=True, keyword=AbilityKeyword.EQUIP,
                            once_each_turn=bool(m.group(2)))


def render_equip(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_equip`, from the model alone; ValueError for an equip
    ability of another shape."""
    c = a.cost
    if (a.keyword != AbilityKeyword.EQUIP or not a.sorcery_speed or a.mana_ability
            or a.effect != (Attach(ThisObject(), TargetRef(0)),) or len(a.targets) != 1
            or render_target(a.targets[0]) != _TARGET or c != Cost(mana=c.mana)
            or c.mana.is_empty() or a.level is not None):
        raise ValueError("an equip ability of another shape")
    return f"Equip {c.mana}" + (". Activate only once each turn." if a.once_each_turn else "")
