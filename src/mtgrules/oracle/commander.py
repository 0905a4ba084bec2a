"""The Commander variant's Oracle lines (CR 903) read as whole lines of an instant or sorcery:
"When you cast this spell, copy it for each time you've cast your commander from the command
zone this game." with or without "You may choose new targets for the copies." (Empyrial Storm,
Echo Storm, Fury Storm: a triggered ability that functions on the stack, CR 113.6b, whose
effect is :class:`~mtgrules.model.CommanderCastCopies`). The mana ability "Add one mana of any
color in your commander's color identity" is read by :mod:`mtgrules.oracle.mana_abilities`."""

from __future__ import annotations

from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.model.cascade import CastThisSpell
from mtgrules.model.commander import CommanderCastCopies

_COPIES = ("When you cast ~, copy it for each time you've cast your commander from the "
           "command zone this game.")
_NEW_TARGETS = " You may choose new targets for the copies."


def parse_spell_line(line: str) -> TriggeredAbility | None:
    """The "When you cast ~, copy it for each time you've cast your commander ..." line of a
    spell (CR 903.8, 707.10); None for any other line."""
    if line == _COPIES:
        return TriggeredAbility("", line, event=CastThisSpell(),
                                effect=(CommanderCastCopies(),))
    if line == _COPIES + _NEW_TARGETS:
        return TriggeredAbility("", line, event=CastThisSpell(),
                                effect=(CommanderCastCopies(new_targets=True),))
    return None


def render_ability(a: Ability) -> str | None:
    """The inverse of :func:`parse_spell_line`; None for another ability."""
    if not isinstance(a, TriggeredAbility) or not isinstance(a.event, CastThisSpell) or \
            len(a.effect) != 1 or not isinstance(a.effect[0], CommanderCastCopies) or \
            a.targets or a.intervening_if is not None or a.modes or a.keyword_tag is not None \
            or a.mana_ability or a.once_each_turn:
        return None
    return _COPIES + (_NEW_TARGETS if a.effect[0].new_targets else "")
