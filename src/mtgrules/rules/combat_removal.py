"""Removal from combat of an attacked planeswalker that stops being one (CR 506.4, 506.4c).

A planeswalker that's being attacked and stops being a planeswalker (Spark Rupture entering
mid-combat turns it into a creature, CR 613.1d) is removed from combat: it stops being
attacked. The creatures attacking it stay attacking creatures that attack nothing: they may
be blocked by the player who was defending it, and if unblocked they deal no combat damage
(506.4c). The removal is permanent for this combat, even if the permanent becomes a
planeswalker again.

:func:`remove_unattackable_defenders` runs whenever the state-based actions are checked and
as the declare blockers and combat damage steps begin, so the removal is seen before any
player acts on the new state.
"""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.game_state import GameState


def remove_unattackable_defenders(s: GameState) -> None:
    """Remove from combat each attacked permanent on the battlefield that is no longer a
    planeswalker or battle (CR 506.4): recorded in ``combat.not_attacked`` (permanent id ->
    the player defending it, CR 506.2)."""
    combat = s.combat
    if combat is None or not combat.attackers:
        return
    chars = None
    for d in set(combat.attackers.values()):
        if d <= 0 or d in combat.not_attacked:
            continue
        if chars is None:
            chars = compute_battlefield(s)
        c = chars.get(d)
        if c is None or c.types & {"Planeswalker", "Battle"}:
            continue  # gone (deals no damage anyway) or still attackable
        combat.not_attacked[d] = c.controller
        s.touch()
        log_event(s, "removed_from_combat", "506.4",
                  f"{name_of(s, d)} stopped being a planeswalker: it is removed from combat "
                  "and no longer attacked; creatures attacking it attack nothing (506.4c)",
                  None, [d])


def attacks_nothing(s: GameState, attacker: int) -> bool:
    """Whether an attacking creature attacks no player, planeswalker or battle because what it
    attacked was removed from combat (CR 506.4c)."""
    assert s.combat is not None
    return s.combat.attackers.get(attacker, 0) in s.combat.not_attacked


def remove_changed_control(s: GameState) -> None:
    """Remove from combat each attacking or blocking creature whose controller changed
    (CR 506.4): an attacking creature no longer controlled by the attacking (active) player,
    a blocking creature now controlled by it (Turn Against on an attacker). A blocker that
    passes from one defending player to another in a multiplayer game isn't seen yet (the
    combat doesn't record who declared each blocker). Runs with :func:`remove_unattackable_defenders`."""
    combat = s.combat
    if combat is None or not (combat.attackers or combat.blockers):
        return
    chars = compute_battlefield(s)
    gone = [oid for oid in combat.attackers if oid in chars
            and chars[oid].controller != s.active]
    gone += [oid for oid in combat.blockers if oid in chars
             and chars[oid].controller == s.active]
    for oid in gone:
        combat.remove(oid)
        s.touch()
        log_event(s, "removed_from_combat", "506.4", f"{name_of(s, oid)}'s controller "
                  "changed: it is removed from combat", None, [oid])
