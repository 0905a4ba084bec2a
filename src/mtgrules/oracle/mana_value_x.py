""""With mana value X" in a spell's own effect (CR 107.3a, 601.2b, 202.3): ``"Return target
nonland permanent with mana value X to its owner's hand."`` (Repeal), ``"Destroy each nonland
permanent with mana value X or less."`` (Gaze of Granite). The shared noun reader
(:func:`mtgrules.oracle.phrases.parse_noun`) reads the criterion as
:class:`~mtgrules.model.filters.ManaValueIs` with ``x``; the engine compares with the X
announced as the spell was cast (:func:`mtgrules.rules.filters.matches`; targets are chosen
after X is announced, 601.2b-c).

An ability's X is kept on the ability, not on its source, so :func:`check_mana_value_x`
refuses the criterion anywhere but in a spell's own effect (activated, loyalty and triggered
abilities with "mana value X" stay unsupported, by name).
"""

from __future__ import annotations

from mtgrules.model.abilities import SpellAbility
from mtgrules.model.base import Ability, walk
from mtgrules.model.filters import ManaValueIs
from mtgrules.oracle.errors import Unsupported

MANA_VALUE_X_UNREAD = ("'with mana value X' outside a spell's own effect is not read yet (CR "
                       "107.3a: the X is the ability's)")


def check_mana_value_x(root: Ability) -> None:
    """Raise :class:`Unsupported` when ``root`` holds a "with mana value X" criterion outside
    a spell's own effect (in a non-spell ability, or in an ability a spell grants)."""
    if isinstance(root, SpellAbility):
        inner = [n for n in walk(root) if isinstance(n, Ability) and n is not root]
        if any(isinstance(m, ManaValueIs) and m.x for a in inner for m in walk(a)):
            raise Unsupported(MANA_VALUE_X_UNREAD)
        return
    if any(isinstance(m, ManaValueIs) and m.x for m in walk(root)):
        raise Unsupported(MANA_VALUE_X_UNREAD)
