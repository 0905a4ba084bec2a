"""Summoning sickness (CR 302.6, 702.10 haste) and the {T} cost (CR 107.5).

Split from :mod:`mtgrules.rules.activation` (which re-exports these names) so that the mana
planner can ask whether a {T} cost is payable without an import cycle.
"""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.rules import ActivateAsThoughHaste
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics, compute_battlefield
from mtgrules.state.game_state import GameState


def ignores_summoning_sickness(s: GameState, oid: int, c: Characteristics) -> bool:
    """Haste (CR 702.10) or an effect letting abilities be activated as though it had haste."""
    if "haste" in c.keywords:
        return True
    chars = compute_battlefield(s)
    for src in s.battlefield:
        sc = chars[src]
        if sc.controller != c.controller:
            continue
        for a in sc.abilities:
            if isinstance(a, StaticAbility):
                for r in a.rules:
                    if isinstance(r, ActivateAsThoughHaste) and matches(
                            s, oid, c, r.filter, sc.controller, src):
                        return True
    return False


def under_control_since_turn_began(s: GameState, oid: int, c: Characteristics) -> bool:
    """CR 302.6: the permanent has been under its controller's control continuously since
    their most recent turn began. ``sick`` is cleared in its controller's untap step, which
    also records that controller as ``chosen["steady"]``; a control change since (a layer-2
    effect such as Mind Control) makes the current controller differ from it."""
    o = s.objects[oid]
    return not o.sick and o.chosen.get("steady", o.controller) == c.controller


def summoning_sick(s: GameState, oid: int, c: Characteristics) -> bool:
    """A creature that can't attack or use {T}/{Q} abilities (CR 302.6, 702.10 haste)."""
    return ("Creature" in c.types and not under_control_since_turn_began(s, oid, c)
            and not ignores_summoning_sickness(s, oid, c))


def can_pay_tap_cost(s: GameState, oid: int, c: Characteristics) -> bool:
    """CR 107.5 / 302.6 for {T}: untapped, and not a summoning-sick creature."""
    return not s.objects[oid].tapped and not summoning_sick(s, oid, c)
