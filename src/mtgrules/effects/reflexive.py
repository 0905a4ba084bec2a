"""Executing :class:`~mtgrules.model.reflexive.MaySacrificeGrantor` (CR 701.21a, 603.12)."""

from __future__ import annotations

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.reflexive import MaySacrificeGrantor, WhenPowerBecomes
from mtgrules.rules.actions import sacrifice
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def may_sacrifice_grantor(s: GameState, f: Frame, e: MaySacrificeGrantor) -> bool:
    """Offer to sacrifice the permanent named ``e.name`` attached to the ability's source
    and controlled by its controller (none: nothing happens, CR 701.21a); if it is
    sacrificed, the reflexive ability triggers (603.12: put on the stack the next time a
    player would receive priority, its targets chosen then)."""
    ctx = f.data["ctx"]
    src, pid = int(ctx["source"]), int(ctx["controller"])
    chars = compute_battlefield(s)
    found = [o for o in s.battlefield if s.objects[o].attached_to == src
             and chars[o].name == e.name and chars[o].controller == pid]
    if not found:
        return True
    ans = take_answer(f)
    if ans is None:
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: sacrifice {name_of(s, found[0])}?")
        return False
    if ans.kind != "yes":
        return True
    sacrifice(s, found[0], rule="701.21a")
    if s.objects[found[0]].zone != "battlefield":
        log_event(s, "reflexive_trigger", "603.12", f"{name_of(s, src)}: \"when you do\" "
                  "triggers", pid, [src])
        s.triggered.append({"ability": e.reflexive.key, "source": src, "controller": pid,
                            "event": {"type": "reflexive"}})
    return True


def when_power_becomes(s: GameState, f: Frame, e: WhenPowerBecomes) -> bool:
    """If the source is on the battlefield with power ``e.power`` now and the ``e.gain`` it
    just got made it so (it was not ``e.power`` before), the reflexive ability triggers (CR
    603.12)."""
    ctx = f.data["ctx"]
    src, pid = int(ctx["source"]), int(ctx["controller"])
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        return True
    power = characteristics(s, src).power
    if power == e.power and power - e.gain != e.power:
        log_event(s, "reflexive_trigger", "603.12", f"{name_of(s, src)}'s power becomes "
                  f"{power}: its ability triggers", pid, [src])
        s.triggered.append({"ability": e.reflexive.key, "source": src, "controller": pid,
                            "event": {"type": "reflexive"}})
    return True
