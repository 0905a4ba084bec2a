"""Named predicates, counts and characteristic-defining values used by card definitions.

Card data names these by string so definitions stay plain data: ``Filter.extra`` predicates
(``"attacking"``, ``"tapped"``, ``"basic"``...), ``dynamic_amount`` expressions (e.g.
``("count", Filter(...))`` "for each Elf you control"), and ``cda_value`` for
characteristic-defining abilities (CR 604.3) such as Tarmogoyf's.
"""

from __future__ import annotations

from typing import Any

from mtgrules.abilities import Filter
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject


def extra_predicate(s: GameState, o: GameObject, c: Any, name: str, controller: int,
                    source: int | None) -> bool:
    """Evaluate a named predicate on object ``o`` with characteristics ``c``."""
    if name == "attacking":
        return s.combat is not None and o.id in s.combat.attackers
    if name == "tapped":
        return o.tapped
    if name == "untapped":
        return not o.tapped
    if name == "nonland":
        return "Land" not in c.types
    if name == "nonbasic":
        return "Basic" not in c.supertypes
    if name == "has_loyalty":
        return o.counters.get("loyalty", 0) >= 1
    if name == "red":
        return "R" in c.colors
    if name == "blue":
        return "U" in c.colors
    raise ValueError(f"unknown filter predicate {name!r}")


def dynamic_amount(s: GameState, expr: Any, source: int | None, controller: int) -> int:
    """Evaluate a count expression: ``("count", Filter)`` counts matching permanents."""
    from mtgrules.rules.layers import compute_battlefield, matches

    if isinstance(expr, tuple) and expr and expr[0] == "count":
        flt: Filter = expr[1]
        chars = compute_battlefield(s)
        return sum(1 for oid in s.battlefield
                   if oid in chars and matches(s, oid, chars[oid], flt, controller, source))
    raise ValueError(f"unknown amount expression {expr!r}")


CARD_TYPES_FOR_GOYF = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                       "Land", "Planeswalker", "Sorcery")


def cda_value(s: GameState, o: GameObject, name: str) -> tuple[int, int]:
    """Values of characteristic-defining abilities (CR 604.3, layer 7a)."""
    if name == "tarmogoyf":
        from mtgrules.cards.registry import get_card

        # Cards in graveyards have their printed types (no effect there changes card types).
        types: set[str] = set()
        for p in s.players:
            for oid in p.graveyard:
                types |= set(get_card(s.objects[oid].card).type_line.types) & set(
                    CARD_TYPES_FOR_GOYF)
        return len(types), len(types) + 1
    if name == "bell_borca":
        noted = o.chosen.get("noted", {})
        n = max(noted.get(str(s.turn), [0]) or [0]) if o.zone == "battlefield" else 0
        return n, 5
    raise ValueError(f"unknown characteristic-defining ability {name!r}")
