"""Effect primitives of the AFR family: venture into the dungeon (CR 701.49) and rolling a die
with its results table (CR 706)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.engine import push
from mtgrules.log import log_event
from mtgrules.model.effects import RollDie, Venture
from mtgrules.rules.triggers import emit
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class RowStep:
    """A results-table row (CR 706.3a): unless the last roll's result is from ``low`` to
    ``high``, skip the next ``skip`` steps (the row's effect)."""

    low: int
    high: int
    skip: int


def venture(s: GameState, f: Frame, e: Venture) -> bool:
    """The controller ventures into the dungeon (CR 701.49): a ``venture`` frame
    (:mod:`mtgrules.rules.dungeons`) runs before the next step."""
    push(s, "venture", player=int(f.data["ctx"]["controller"]))
    return True


def roll_die(s: GameState, f: Frame, e: RollDie) -> bool:
    """The controller rolls a d``sides`` (CR 706.1-2): the natural result (no modifiers in
    the engine) is kept as the roll's result for the rows and amounts after it; "whenever you
    roll one or more dice" abilities trigger."""
    pid = int(f.data["ctx"]["controller"])
    result = s.rng.below(e.sides) + 1
    f.data["ctx"]["vars"]["roll"] = result
    log_event(s, "roll", "706.2", f"{s.players[pid].name} rolls a d{e.sides}: {result}", pid,
              sides=e.sides, result=result)
    emit(s, {"type": "roll", "player": pid, "sides": e.sides, "result": result})
    return True


def row(s: GameState, f: Frame, e: RowStep) -> bool:
    """Skip the row's effect unless the result is in its range (CR 706.3a)."""
    result = f.data["ctx"]["vars"].get("roll")
    if not (isinstance(result, int) and e.low <= result <= e.high):
        f.data["pc"] += e.skip
    return True
