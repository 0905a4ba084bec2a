"""Which spells a player can't cast and which permanents' abilities they can't activate
(CR 101.2, 601.2, 602.5): the static abilities of permanents with
:class:`~mtgrules.model.player_prohibitions.CantCastSpells` and
:class:`~mtgrules.model.player_prohibitions.CantActivateAbilitiesOf`, each under its
ability's condition ("During your turn, ", CR 611.3a)."""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.attached_conditions import AttachedIs
from mtgrules.model.base import Whose
from mtgrules.model.continuous import YouControlAtLeast
from mtgrules.model.devotion import DevotionBelow
from mtgrules.model.player_prohibitions import CantActivateAbilitiesOf, CantCastSpells
from mtgrules.rules.conditions import static_condition_holds
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics, battlefield_memo, characteristics
from mtgrules.state.game_state import GameState

Entry = tuple[int, int, StaticAbility, CantCastSpells | CantActivateAbilitiesOf]
"""(source permanent, its controller, the static ability, the prohibition)."""


def _entries(chars: dict[int, Characteristics]) -> tuple[Entry, ...]:
    return tuple((oid, c.controller, a, r) for oid, c in chars.items() for a in c.abilities
                 if isinstance(a, StaticAbility) for r in a.rules
                 if isinstance(r, CantCastSpells | CantActivateAbilitiesOf))


def _applies(s: GameState, e: Entry, player: int) -> bool:
    src, controller, a, r = e
    if r.who is Whose.OPPONENT and player == controller:
        return False
    if r.who is Whose.YOU and player != controller:
        return False
    cond = a.condition
    if cond is None:
        return True
    assert not isinstance(cond, YouControlAtLeast | DevotionBelow | AttachedIs)  # (layers only)
    return static_condition_holds(s, cond, src, controller)


def _prohibitions(s: GameState) -> tuple[Entry, ...]:
    if not s.battlefield:
        return ()
    return battlefield_memo(s, "player_prohibitions", _entries)


def cast_prohibited(s: GameState, player: int, oid: int) -> bool:
    """Whether a static ability says ``player`` can't cast the card ``oid`` as a spell now
    (CR 601.2, 101.2), judged on its characteristics as it would be cast."""
    for e in _prohibitions(s):
        src, controller, _, r = e
        if isinstance(r, CantCastSpells) and _applies(s, e, player) and \
                matches(s, oid, characteristics(s, oid), r.spells, controller, src):
            return True
    return False


def activation_prohibited(s: GameState, player: int, source: int) -> bool:
    """Whether a static ability says ``player`` can't activate abilities of the permanent
    ``source`` now, mana abilities included (CR 602.5, 605.3a)."""
    for e in _prohibitions(s):
        src, controller, _, r = e
        if isinstance(r, CantActivateAbilitiesOf) and _applies(s, e, player) and \
                matches(s, source, characteristics(s, source), r.sources, controller, src):
            return True
    return False
