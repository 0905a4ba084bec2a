"""Rules of the counter keywords (:mod:`mtgrules.keywords_counters`): evolve's comparison
(CR 702.100a-c), dethrone's "the player with the most life" (702.105a), and bloodthirst's "an opponent was dealt damage this turn" (702.54a).

Damage dealt to players this turn is recorded by :func:`note_player_damaged` (called where
damage is dealt, :func:`mtgrules.rules.actions.deal_damage`) in
``turn_flags["players_damaged"]``, which is reset as each turn begins.
"""

from __future__ import annotations

from typing import Any

from mtgrules.log import log_event, name_of
from mtgrules.model.keywords_counters import BloodthirstCounters
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject, ref_player


def _greater(entered: dict[str, Any], me: Any) -> bool:
    """CR 702.100a, c: a creature's power and/or toughness greater than this creature's
    (which must be a creature)."""
    if "Creature" not in me.types or "Creature" not in entered.get("types", ()):
        return False
    p, t = entered.get("power"), entered.get("toughness")
    return (p is not None and me.power is not None and p > me.power) or (
        t is not None and me.toughness is not None and t > me.toughness)


def _as_entered(s: GameState, oid: int) -> dict[str, Any] | None:
    o = s.objects.get(oid)
    if o is None:
        return None
    if o.zone == "battlefield":
        c = characteristics(s, oid)
        return {"types": c.types, "power": c.power, "toughness": c.toughness,
                "controller": c.controller}
    return o.lki  # last known information (CR 702.100a ruling, 608.2h)


def evolve_matches(s: GameState, src: int, ctrl: int, ev: dict[str, Any]) -> bool:
    """Evolve's trigger event (CR 702.100a): ``ev`` is an ``enters`` event of a creature
    ``ctrl`` controls with greater power or toughness than ``src``."""
    ent = _as_entered(s, ev["obj"])
    if ent is None or ent.get("controller") != ctrl or src not in s.objects:
        return False
    return _greater(ent, characteristics(s, src))


def evolve_holds(s: GameState, src: int, entered: int | None) -> bool:
    """Evolve's check as it resolves (CR 702.100a): this creature is on the battlefield and
    the entered creature (as it last existed if it left) is still greater."""
    if entered is None or src not in s.objects or s.objects[src].zone != "battlefield":
        return False
    ent = _as_entered(s, entered)
    return ent is not None and _greater(ent, characteristics(s, src))


def note_player_damaged(s: GameState, player: int) -> None:
    """Record that ``player`` was dealt damage this turn (bloodthirst, CR 702.54a)."""
    hit = s.turn_flags.get("players_damaged", [])
    if player not in hit:
        s.turn_flags["players_damaged"] = [*hit, player]


def opponent_damaged(s: GameState, controller: int) -> bool:
    """"an opponent was dealt damage this turn" (CR 702.54a), for ``controller``."""
    return any(p != controller for p in s.turn_flags.get("players_damaged", ()))


def bloodthirst_counters(s: GameState, o: GameObject, r: BloodthirstCounters,
                         controller: int) -> int:
    """The +1/+1 counters bloodthirst N makes ``o`` enter with (CR 702.54a, 614.1c): N if an
    opponent of its controller was dealt damage this turn, else 0 (logged either way)."""
    if not opponent_damaged(s, controller):
        log_event(s, "bloodthirst", "702.54a", f"{name_of(s, o.id)}'s bloodthirst: no "
                  "opponent was dealt damage this turn", controller, [o.id])
        return 0
    log_event(s, "enters_with_counters", "702.54a", f"{name_of(s, o.id)} enters with {r.n} "
              "+1/+1 counter(s) (bloodthirst)", controller, [o.id])
    return r.n


def attacks_most_life(s: GameState, src: int, ev: dict[str, Any]) -> bool:
    """Dethrone's event (CR 702.105a): ``ev`` is ``src``'s ``attacks`` event and it attacks
    a player (not a planeswalker or battle) whose life total is the greatest, or tied for
    the greatest, among the players in the game."""
    pl = ref_player(ev["defender"]) if ev["obj"] == src else None
    if pl is None:
        return False
    most = max(p.life for p in s.players if not p.lost)
    return s.players[pl].life == most


def attacks_with_greater_power(s: GameState, src: int, ev: dict[str, Any]) -> bool:
    """Training's event (CR 702.149a): ``ev`` is ``src``'s ``attacks`` event and another
    attacking creature has greater power than ``src``."""
    if ev["obj"] != src or s.combat is None or src not in s.objects:
        return False
    mine = characteristics(s, src).power
    if mine is None:
        return False
    return any(x != src and (characteristics(s, x).power or 0) > mine
               for x in s.combat.attackers if x in s.objects)
