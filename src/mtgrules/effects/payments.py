"""Optional payments during resolution: "[effect] unless [player] pays [mana]" (CR 118.12).

The payer decides (a ``may`` decision, offered only when they could pay: a player can't
choose to pay a cost they can't pay, CR 118.3); paying pushes the same ``pay`` frame as
casting uses (mana abilities may be activated, CR 605.3a), and the effects are skipped.
"""

from __future__ import annotations

from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost
from mtgrules.model.effects import Payer
from mtgrules.rules.layers import controller_of
from mtgrules.rules.mana_planner import can_pay
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def payer_of(s: GameState, f: Frame, payer: Payer, slot: int | None) -> int | None:
    """The player who may pay (see :class:`~mtgrules.model.Payer`); None when there is none
    (the target is gone, the player left the game)."""
    ctx = f.data["ctx"]
    pid: int | None
    match payer:
        case Payer.YOU:
            pid = int(ctx["controller"])
        case Payer.THAT_PLAYER:
            ev = ctx.get("event") or {}
            pid = ev.get("player")
        case Payer.ITS_CONTROLLER:
            targets = ctx.get("targets") or []
            t = targets[slot] if slot is not None and slot < len(targets) else 0
            o = s.objects.get(t) if t and t > 0 else None
            pid = controller_of(s, t) if o is not None and o.zone != "gone" else None
    if pid is None or pid >= len(s.players) or s.players[pid].lost:
        return None
    return pid


def unless_pays(s: GameState, f: Frame, cost: ManaCost, payer: Payer, skip: int,
                slot: int | None) -> bool:
    """Offer ``cost`` to the payer; if they pay it, skip the next ``skip`` steps (the body).
    True when done (the payment, if chosen, runs next as a ``pay`` frame)."""
    pid = payer_of(s, f, payer, slot)
    if pid is None:
        return True
    ans = take_answer(f)
    src = int(f.data["ctx"]["source"])
    if ans is None:
        if not can_pay(s, pid, cost):
            log_event(s, "cant_pay", "118.3", f"{s.players[pid].name} can't pay {cost}", pid)
            return True
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: pay {cost}? (unless paid: {name_of(s, src)}'s effect "
            "happens)")
        return False
    if ans.kind == "yes":
        f.data["pc"] += skip
        log_event(s, "pays_unless", "118.12", f"{s.players[pid].name} chooses to pay {cost}",
                  pid, [src] if src in s.objects else [])
        push(s, "pay", player=pid, cost=list(cost.symbols), obj=src, rule="118.12")
    else:
        log_event(s, "declines_payment", "118.12", f"{s.players[pid].name} doesn't pay {cost}",
                  pid)
    return True
