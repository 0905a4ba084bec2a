"""Executing :class:`~mtgrules.model.fight.CreatureDealsDamage` (CR 120.3, 701.14)."""

from __future__ import annotations

from mtgrules.effects.refs import refs
from mtgrules.model.fight import CreatureDealsDamage
from mtgrules.rules import prevention
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def creature_deals_damage(s: GameState, f: Frame, e: CreatureDealsDamage) -> bool:
    """The first creature deals damage equal to its power to the second (and, for a fight,
    the second to the first, simultaneously, CR 701.14a; it isn't combat damage, 701.14d);
    nothing if either is gone, isn't a creature or was an illegal target (CR 608.2b,
    701.14b). Prevention effects apply (CR 615)."""
    a = refs(s, f, e.source)
    b = refs(s, f, e.to)
    if len(a) != 1 or len(b) != 1:
        return True
    chars = compute_battlefield(s)
    x, y = a[0], b[0]
    if x not in chars or y not in chars or "Creature" not in chars[x].types or \
            "Creature" not in chars[y].types:
        return True
    events = [[x, y, max(chars[x].power or 0, 0), False, None]]
    if e.fight:  # a creature fighting itself deals twice its power to itself (701.14c)
        events.append([y, x, max(chars[y].power or 0, 0), False, None])
    prevention.deal(s, events)
    return True
