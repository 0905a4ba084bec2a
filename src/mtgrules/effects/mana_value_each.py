"""Mass removal by a counted mana value (CR 202.3, 701.8, 608.2h): the effect of
:class:`~mtgrules.model.mana_value_each.DestroyEachWithManaValue`."""

from __future__ import annotations

from mtgrules.effects.refs import amount, set_those
from mtgrules.log import log_event
from mtgrules.mana import ManaCost
from mtgrules.model.mana_value_each import DestroyEachWithManaValue
from mtgrules.rules import actions
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _mana_value(cost: ManaCost | None) -> int:
    """CR 202.3: an object with no mana cost has mana value 0."""
    return cost.mana_value() if cost is not None else 0


def destroy_each_with_mana_value(s: GameState, f: Frame, e: DestroyEachWithManaValue) -> bool:
    """Count the amount once (CR 608.2h), then destroy every permanent matching the filter
    whose mana value equals it (CR 202.3: an {X} in a permanent's mana cost counts 0,
    701.8). Logs the number counted."""
    ctx = f.data["ctx"]
    n = amount(s, f, e.mana_value)
    chars = compute_battlefield(s)
    ids = [oid for oid in s.battlefield
           if matches(s, oid, chars[oid], e.filter, ctx["controller"], ctx["source"])
           and _mana_value(chars[oid].mana_cost) == n]
    log_event(s, "mana_value_chosen", "202.3", f"permanents with mana value {n} are destroyed",
              ctx["controller"], ids)
    for oid in ids:
        actions.destroy(s, oid)
    set_those(f, ids)
    return True
