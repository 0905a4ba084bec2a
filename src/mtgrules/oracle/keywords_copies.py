"""Token-copy keyword lines (CR 702): ``"Embalm {3}{W}"`` (702.128a), ``"Eternalize {4}{B}{B}"``
(702.129a), ``"Encore {5}{R}"`` (702.141a); myriad (702.116a) is a triggered keyword of
:mod:`mtgrules.keywords_triggered`. Each parse builds the canonical ability of
:mod:`mtgrules.keywords_copies`; the rendering is refused unless the ability is exactly that
canonical one."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.keywords_copies import embalm, encore, eternalize
from mtgrules.mana import ManaCost
from mtgrules.model import ActivatedAbility
from mtgrules.model.base import Ability

_BUILDERS = {"Embalm": embalm, "Eternalize": eternalize, "Encore": encore}
_LINE = re.compile(r"(Embalm|Eternalize|Encore) ((?:\{[0-9WUBRGC]\})+)")


def parse_line(line: str) -> tuple[Ability, ...] | None:
    """A keyword line of this family -> its ability; None if not of it."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    return (_BUILDERS[m.group(1)](ManaCost.parse(m.group(2))),)


def _same(a: Ability, b: Ability) -> bool:
    return dataclasses.replace(a, key="", text="") == dataclasses.replace(b, key="", text="")


def render_ability(a: Ability) -> str | None:
    """The keyword line of ``a``, or None if it is none of this family's abilities."""
    if not isinstance(a, ActivatedAbility):
        return None
    for word, build in _BUILDERS.items():
        if a.zone is not None and _same(a, build(a.cost.mana)):
            return f"{word} {a.cost.mana}"
    return None
