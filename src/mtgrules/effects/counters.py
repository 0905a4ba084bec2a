"""Counter effects beyond "put N counters" (CR 122, 701.34): "remove all counters from
[object]" and proliferate. Dispatched by :func:`mtgrules.effects.interpreter.run_step`."""

from __future__ import annotations

from mtgrules.effects.refs import objects
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.counter_effects import Proliferate, RemoveAllCounters
from mtgrules.rules import actions
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player


def _ctrl(f: Frame) -> int:
    return int(f.data["ctx"]["controller"])


def remove_all_counters(s: GameState, f: Frame, e: RemoveAllCounters) -> bool:
    """Remove every counter of every kind from each object (CR 122.1). Nothing triggers on
    the lore counters removed (chapter abilities trigger only as lore counters are put on a
    Saga, CR 714.2b); a planeswalker left without loyalty counters is put into its owner's
    graveyard by the next state-based action check (704.5i)."""
    for oid in objects(s, f, e.what):
        o = s.objects[oid]
        if o.zone != "battlefield":
            continue
        for kind, n in sorted(o.counters.items()):
            actions.remove_counters(s, oid, kind, n)
    return True


def _candidates(s: GameState) -> list[int]:
    """Permanents and players that have a counter (CR 701.34a), players first in turn order
    (their counters are poison counters, CR 122.1f), then permanents in battlefield order."""
    out: list[int] = [player_ref(p.index) for p in s.players if not p.lost and p.poison > 0]
    out.extend(oid for oid in s.battlefield if any(n > 0 for n in s.objects[oid].counters.values()))
    return out


def proliferate(s: GameState, f: Frame, e: Proliferate) -> bool:
    """Proliferate (CR 701.34a): the controller chooses any number of permanents and/or players
    that have a counter, one at a time (a ``choose`` decision of ``choose_card`` options, with
    ``choose_card none`` to stop), then each chosen one is given one additional counter of each
    kind it already has, all at once after the choices."""
    v = f.data["ctx"]["vars"]
    chosen: list[int] = v.setdefault("proliferate", [])
    ans = take_answer(f)
    if ans is not None:
        if ans.args[0]:
            chosen.append(int(ans.args[0]))
        else:
            v["proliferate_done"] = True
    pid = _ctrl(f)
    left = [r for r in _candidates(s) if r not in chosen]
    if left and not v.get("proliferate_done"):
        opts = [Action("choose_card", (r,)) for r in left] + [Action("choose_card", (0,))]
        ask(s, pid, CHOOSE, opts, "Proliferate: choose a permanent or player with a counter "
            "(none to stop)")
        return False
    names = []
    for r in chosen:
        pl = ref_player(r)
        if pl is not None:
            if s.players[pl].poison > 0 and not s.players[pl].lost:
                s.players[pl].poison += 1
                s.touch()
                names.append(s.players[pl].name)
            continue
        o = s.objects.get(r)
        if o is None or o.zone != "battlefield":
            continue
        names.append(name_of(s, r))
        for kind in sorted(k for k, n in o.counters.items() if n > 0):
            actions.add_counters(s, r, kind, 1, rule="701.34a")
    log_event(s, "proliferate", "701.34a", f"{s.players[pid].name} proliferates"
              + (f": {', '.join(names)}" if names else " (nothing chosen)"), pid,
              [r for r in chosen if r > 0])
    v.pop("proliferate", None)
    v.pop("proliferate_done", None)
    return True
