"""Executing :mod:`mtgrules.model.cost_effects`: a cost change until the controller's next
turn (CR 611.2a, 601.2f; read by :func:`mtgrules.rules.cost_changes.changed_cost`) and a
counter of the controller's choice (CR 122.1, 608.2d)."""

from __future__ import annotations

from mtgrules.effects import ops
from mtgrules.effects.cast_effects import next_turn_of
from mtgrules.effects.refs import objects
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.amounts import Fixed
from mtgrules.model.base import CounterKind
from mtgrules.model.codec import to_data
from mtgrules.model.cost_effects import ChangeCostsUntilYourNextTurn, PutCounterOfChoice
from mtgrules.model.effects import PutCounters
from mtgrules.rules.cost_changes import add_temporary_change
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def change_costs_until_next_turn(s: GameState, f: Frame, e: ChangeCostsUntilYourNextTurn
                                 ) -> bool:
    """Record the change with its end, the beginning of the controller's next turn (CR
    611.2a: it lasts even if the source leaves the battlefield)."""
    ctx = f.data["ctx"]
    pid, src = int(ctx["controller"]), int(ctx["source"])
    add_temporary_change(s, src, pid, next_turn_of(s, pid), to_data(e.change))
    log_event(s, "cost_change", "601.2f", f"{name_of(s, src)}: spells' costs change until "
              f"{s.players[pid].name}'s next turn", pid, [src])
    return True


def put_counter_of_choice(s: GameState, f: Frame, e: PutCounterOfChoice) -> bool:
    """Ask the controller which kind (CR 608.2d), then put one counter of it on the objects
    (CR 122.1, with the replacement effects on counters, :func:`mtgrules.effects.ops.
    put_counters`)."""
    kind = f.data.get("counter_kind")
    if kind is None:
        if not any(s.objects[o].zone == "battlefield" for o in objects(s, f, e.what)):
            return True
        ans = take_answer(f)
        if ans is None:
            pid = int(f.data["ctx"]["controller"])
            ask(s, pid, CHOOSE, [Action("choose", (k.value,)) for k in e.kinds],
                "Choose the kind of counter to put")
            return False
        kind = f.data["counter_kind"] = str(ans.args[0])
    done = ops.put_counters(s, f, PutCounters(e.what, CounterKind(kind), Fixed(1)))
    if done:
        f.data.pop("counter_kind", None)
    return done
