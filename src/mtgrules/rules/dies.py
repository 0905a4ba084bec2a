"""Replacement effects on a creature dying (CR 614.1a, 700.4: "dies" means is put into a
graveyard from the battlefield): "If a creature dealt damage by ~ this turn would die, exile
it instead" (a static ability) and "If that creature would die this turn, exile it instead"
(an effect a resolving spell or ability created, stored until end of turn with
``replace: "die_exile"``).

Every such effect in the engine exiles the creature, so when several apply each order gives
the same result and none is asked (CR 616.1). Which sources dealt damage to which objects
this turn is recorded by :func:`record_damage` (called for each damage event dealt) in
``turn_flags["damaged_by"]``, reset as each turn begins.
"""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.prevention import ExileIfDealtDamageWouldDie
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.game_state import GameState


def record_damage(s: GameState, source: int, target: int) -> None:
    """Note that ``source`` dealt damage to object ``target`` this turn."""
    if target <= 0:
        return
    seen = s.turn_flags.setdefault("damaged_by", {}).setdefault(str(target), [])
    if source not in seen:
        seen.append(source)


def damaged_by(s: GameState, target: int) -> list[int]:
    """The sources that dealt damage to object ``target`` this turn."""
    return list(s.turn_flags.get("damaged_by", {}).get(str(target), []))


def die_replacement(s: GameState, oid: int) -> tuple[str, int] | None:
    """(rule, source) of a replacement effect that would exile ``oid`` instead of its dying,
    or None. The caller checks that it is a creature or planeswalker leaving the battlefield
    for a graveyard (CR 700.4)."""
    for e in s.effects:
        if e.get("replace") == "die_exile" and oid in e["affected"]:
            return "614.1a", int(e.get("source") or 0)
    sources = damaged_by(s, oid)
    if not sources:
        return None
    chars = compute_battlefield(s)
    if oid not in chars or "Creature" not in chars[oid].types:
        return None  # "If a creature dealt damage by ~ this turn would die"
    for src in sources:
        c = chars.get(src)
        if c is not None and any(isinstance(a, StaticAbility) and isinstance(
                a.replacement, ExileIfDealtDamageWouldDie) for a in c.abilities):
            return "614.1a", src
    return None
