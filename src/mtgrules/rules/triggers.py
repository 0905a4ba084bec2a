"""Triggered abilities (CR 603): detecting trigger events and putting abilities on the stack.

:func:`emit` is called by every action that is a trigger event. It checks the triggered
abilities of permanents on the battlefield (and, for leaves-the-battlefield events, of the
object that left, which "looks back in time", CR 603.10a) and records each one that triggers
in ``state.triggered``. The next time a player would receive priority, the ``put_triggers``
frame puts them on the stack in APNAP order, each player choosing the order of their own
(CR 603.3b), with targets chosen as each is put on the stack (CR 603.3d).
Triggered mana abilities resolve immediately instead (CR 605.4a).
"""

from __future__ import annotations

from typing import Any

from mtgrules.abilities import TriggeredAbility
from mtgrules.state.game_state import GameState


def _matches(s: GameState, a: TriggeredAbility, src: int, ctrl: int, ev: dict[str, Any],
             src_types: frozenset[str] | None = None) -> bool:
    from mtgrules.rules.layers import characteristics, compute_battlefield

    t = ev["type"]
    if a.event == "dies":
        if t != "leaves" or ev["from"] != "battlefield" or ev["to"] != "graveyard":
            return False
        lki = ev["lki"] or {}
        if "Creature" not in lki.get("types", ()):
            return False
        who = a.cond("who", "self")
        if who == "self":
            return bool(ev["obj"] == src)
        return who == "any_creature"
    if a.event != t:
        return False
    who = a.cond("who")
    if t in ("enters", "attacks"):
        obj = ev["obj"]
        if who == "self":
            return bool(obj == src)
        if who == "you_control":
            chars = compute_battlefield(s)
            return obj in chars and chars[obj].controller == ctrl and \
                (a.cond("type") is None or a.cond("type") in chars[obj].types)
        if who == "land_you_control":
            chars = compute_battlefield(s)
            return obj in chars and chars[obj].controller == ctrl and "Land" in chars[obj].types
        return who is None
    if t == "step_begin":
        if ev["step"] != a.cond("step"):
            return False
        whose = a.cond("whose", "you")
        return whose == "each" or (whose == "you" and ev["active"] == ctrl)
    if t == "cast":
        if a.cond("caster", "you") == "you" and ev["player"] != ctrl:
            return False
        spell = a.cond("spell")
        types = frozenset(ev.get("types", ()))
        if spell == "noncreature" and "Creature" in types:
            return False
        if spell == "instant_or_sorcery" and not types & {"Instant", "Sorcery"}:
            return False
        return not (spell == "legendary" and "Legendary" not in ev.get("supertypes", ()))
    if t == "tapped_for_mana":
        kind = a.cond("what", "land")
        if kind == "land":
            return "Land" in ev.get("types", ())
        if kind == "self":
            return bool(ev["obj"] == src)
        if kind == "enchanted":
            return bool(s.objects[src].attached_to == ev["obj"])
        return False
    if t == "counters":
        if a.chapter is not None:
            return bool(ev["obj"] == src and ev["counter"] == "lore"
                        and ev["before"] < a.chapter <= ev["after"])
        return False
    if t == "level":
        return bool(ev["obj"] == src and ev["level"] == a.cond("level"))
    if t == "draw":
        return bool(ev["player"] == ctrl)
    if t == "life_gain":
        return bool(ev["player"] == ctrl)
    if t == "damage":
        if who == "you_control_combat_to_player":
            chars = compute_battlefield(s)
            return bool(ev["combat"] and ev["target"] < 0 and ev["source"] in chars
                        and chars[ev["source"]].controller == ctrl)
        return False
    del characteristics, src_types
    return False


def _triggered_index(s: GameState, chars: dict[int, Any]) -> list[tuple[int, TriggeredAbility]]:
    """(permanent, triggered ability) pairs on the battlefield, in battlefield order. Reused
    while the computed characteristics object is the same (it is immutable once computed)."""
    memo = s.memo.get("triggered_index")
    if memo is not None and memo[0] is chars:
        return memo[1]
    index = [(oid, a) for oid in s.battlefield for a in chars[oid].abilities
             if isinstance(a, TriggeredAbility)]
    s.memo["triggered_index"] = (chars, index)
    return index


def emit(s: GameState, ev: dict[str, Any]) -> None:
    """Record every triggered ability that ``ev`` triggers (CR 603.2).

    ``ev`` is a JSON-compatible dict with at least ``"type"``. Abilities of the object that
    left the battlefield trigger through its last known information (CR 603.10a).
    """
    from mtgrules.cards.registry import get_ability
    from mtgrules.rules.layers import compute_battlefield

    chars = compute_battlefield(s)
    found: list[dict[str, Any]] = []
    for oid, a in _triggered_index(s, chars):
        c = chars[oid]
        if _matches(s, a, oid, c.controller, ev):
            if a.intervening_if and not intervening_if_holds(s, a.intervening_if, oid,
                                                             c.controller):
                continue
            found.append({"ability": a.key, "source": oid, "controller": c.controller,
                          "event": ev})
    if ev["type"] == "leaves" and ev["from"] == "battlefield" and ev.get("lki"):
        lki = ev["lki"]
        for key in lki.get("abilities", ()):
            la = get_ability(key)
            if isinstance(la, TriggeredAbility) and la.event in ("dies", "leaves") and \
                    _matches(s, la, ev["obj"], lki["controller"], ev):
                found.append({"ability": la.key, "source": ev["obj"],
                              "controller": lki["controller"], "event": ev})
    for d in list(s.delayed):
        if d["event"] == ev["type"] and _delayed_matches(d, ev):
            found.append({"ability": d["ability"], "source": d["source"],
                          "controller": d["controller"], "event": ev, "delayed": True})
            if d.get("once", True):
                s.delayed.remove(d)
    for f in found:
        fa = get_ability(f["ability"])
        assert isinstance(fa, TriggeredAbility)
        if fa.mana_ability:
            s.extra.setdefault("mana_triggers", []).append(f)
        else:
            s.triggered.append(f)


def _delayed_matches(d: dict[str, Any], ev: dict[str, Any]) -> bool:
    return all(ev.get(k) == v for k, v in d.get("match", {}).items())


def intervening_if_holds(s: GameState, cond: str, source: int, controller: int) -> bool:
    """Evaluate an intervening "if" clause (CR 603.4) by name."""
    if cond == "creature_died_this_turn":
        return bool(s.turn_flags.get("creature_died"))
    raise ValueError(f"unknown intervening-if condition {cond!r}")


def matches_event(s: GameState, a: TriggeredAbility, src: int, ctrl: int,
                  ev: dict[str, Any]) -> bool:
    """Whether event ``ev`` triggers ability ``a`` of ``src`` controlled by ``ctrl`` (CR 603.2);
    used by the mana planner to foresee triggered mana abilities (CR 605.4a)."""
    return _matches(s, a, src, ctrl, ev)


def triggered_index(s: GameState, chars: dict[int, Any]) -> list[tuple[int, TriggeredAbility]]:
    """(permanent, triggered ability) pairs on the battlefield, in battlefield order."""
    return _triggered_index(s, chars)
