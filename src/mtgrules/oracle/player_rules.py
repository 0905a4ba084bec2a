"""Static abilities that change the rules for their controller (CR 604, 601.3e): read by
:func:`mtgrules.oracle.statics.parse_static` before its own templates.

- ``"You may cast spells as though they had flash."`` ->
  :class:`~mtgrules.model.CastAsThoughFlash` (CR 702.8a)
- ``"You have no maximum hand size."`` -> :class:`~mtgrules.model.rules.NoMaximumHandSize`
  (CR 402.2)
- ``"Your opponents can't gain life."``, ``"Players can't gain life."``, ``"You can't gain
  life."`` -> :class:`~mtgrules.model.life_gain.CantGainLife` (CR 119.7)
"""

from __future__ import annotations

from mtgrules.model import CastAsThoughFlash, StaticAbility, ThisObject
from mtgrules.model.base import Whose
from mtgrules.model.life_gain import CantGainLife
from mtgrules.model.rules import NoMaximumHandSize, RuleModification

_LINES: dict[str, tuple[RuleModification, ...]] = {
    "You may cast spells as though they had flash.": (CastAsThoughFlash(),),
    "You have no maximum hand size.": (NoMaximumHandSize(),),
    "Your opponents can't gain life.": (CantGainLife(Whose.OPPONENT),),
    "Players can't gain life.": (CantGainLife(Whose.ANY),),
    "You can't gain life.": (CantGainLife(Whose.YOU),),
}


def parse_player_rule(line: str) -> StaticAbility | None:
    """A static ability of this family, or None."""
    rules = _LINES.get(line)
    return None if rules is None else StaticAbility("", line, rules=rules)


def render_player_rule(a: StaticAbility) -> str | None:
    """The line of a static ability of this family; None for others."""
    if a.layer_effects or a.replacement is not None or a.cost_modification is not None \
            or a.cda or not isinstance(a.affects, ThisObject):
        return None
    for line, rules in _LINES.items():
        if a.rules == rules:
            return line
    return None
