"""Amounts of :mod:`mtgrules.model.history` ("for each mana from a Treasure that was spent to
cast ~", "the number of Goblins that entered the battlefield under your control this turn",
"the sacrificed artifact's mana value"), read from what :mod:`mtgrules.rules.history`
recorded (no layer computation here: :mod:`mtgrules.rules.amounts` imports this module)."""

from __future__ import annotations

from typing import Any, assert_never

from mtgrules.model.base import Whose
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.history import (
    EnteredThisTurnCount,
    SacrificedField,
    SacrificedValue,
    SpentFor,
    TreasureManaCount,
)
from mtgrules.state.game_state import GameState


def _entered_matches(rec: list[Any], flt: ObjectFilter, controller: int) -> bool:
    if not isinstance(flt, Filter):
        return False
    if flt.controller is Whose.YOU and rec[0] != controller:
        return False
    return flt.types <= set(rec[1]) and flt.subtypes <= set(rec[2])


def entered_this_turn(s: GameState, flt: ObjectFilter, controller: int) -> int:
    """How many permanents matching ``flt`` (types, subtypes, controller) entered this
    turn."""
    return sum(1 for rec in s.turn_flags.get("entered", ())
               if _entered_matches(rec, flt, controller))


def treasure_count(s: GameState, spent_for: SpentFor, source: int | None,
                    ctx: dict[str, Any] | None) -> int:
    if spent_for is SpentFor.CAST_IT:
        oid = source
    else:
        oid = (ctx or {}).get("obj")
        if spent_for is SpentFor.CAST_THIS and oid is None:
            oid = source
    o = s.objects.get(oid) if oid is not None else None
    return int(o.chosen.get("treasure_mana", 0)) if o is not None else 0


def history_amount(s: GameState, a: TreasureManaCount | EnteredThisTurnCount | SacrificedValue,
                   source: int | None, controller: int, ctx: dict[str, Any] | None) -> int:
    """The value of an amount of :mod:`mtgrules.model.history`."""
    match a:
        case TreasureManaCount(spent_for=spent_for):
            return treasure_count(s, spent_for, source, ctx)
        case EnteredThisTurnCount(filter=flt):
            return entered_this_turn(s, flt, controller)
        case SacrificedValue(field=field):
            oid = (ctx or {}).get("obj")
            o = s.objects.get(oid) if oid is not None else None
            lkis = o.chosen.get("sacrificed", ()) if o is not None else ()
            key = "mana_value" if field is SacrificedField.MANA_VALUE else "power"
            return sum(int(x.get(key) or 0) for x in lkis)
        case _:
            assert_never(a)
