"""Which damage events trigger :class:`~mtgrules.model.damage_triggers.PlayerDealtDamageBy`
("Whenever an opponent is dealt damage by a red instant or sorcery spell you control or by a
red planeswalker you control", CR 120.3, 603.2)."""

from __future__ import annotations

from typing import Any

from mtgrules.model.base import Whose
from mtgrules.model.damage_triggers import PlayerDealtDamageBy
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import ref_player


def dealt_damage_by_matches(s: GameState, e: PlayerDealtDamageBy, src: int, ctrl: int,
                            ev: dict[str, Any]) -> bool:
    """Whether the ``"damage"`` event ``ev`` is damage dealt to a player ``e.who`` names
    (relative to ``ctrl``) by a spell on the stack or a permanent its filters match."""
    if ev["amount"] <= 0:
        return False
    player = ref_player(ev["target"])
    if player is None or (e.who is Whose.OPPONENT and player == ctrl) or (
            e.who is Whose.YOU and player != ctrl):
        return False
    source = ev["source"]
    o = s.objects.get(source)
    if o is None or o.kind == "ability":
        return False  # (an ability's damage is dealt by its source, CR 120.2)
    flt = e.spell if o.zone == "stack" else e.permanent if o.zone == "battlefield" else None
    return flt is not None and matches(s, source, characteristics(s, source), flt, ctrl, src)
