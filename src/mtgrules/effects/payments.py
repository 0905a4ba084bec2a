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
from mtgrules.rules.actions import lose_life
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
        case Payer.ITS_CONTROLLER if slot is None:  # no target: the event's spell or
            ev = ctx.get("event") or {}  # ability ("counter that spell or ability", 603.2)
            o = s.objects.get(ev.get("obj", 0))
            pid = controller_of(s, o.id) if o is not None and o.zone == "stack" else None
        case Payer.ITS_CONTROLLER:
            targets = ctx.get("targets") or []
            t = targets[slot] if slot is not None and slot < len(targets) else 0
            o = s.objects.get(t) if t and t > 0 else None
            pid = controller_of(s, t) if o is not None and o.zone != "gone" else None
    if pid is None or pid >= len(s.players) or s.players[pid].lost:
        return None
    return pid


def unless_pays(s: GameState, f: Frame, cost: ManaCost, payer: Payer, skip: int,
                slot: int | None, life: int = 0) -> bool:
    """Offer ``cost`` (and ``life`` life, CR 119.4) to the payer; if they pay, skip the next
    ``skip`` steps (the body); an {X} in ``cost`` is the spell's X (CR 107.3a). True when done (the mana payment, if chosen, runs next as a
    ``pay`` frame; the life is paid at once)."""
    pid = payer_of(s, f, payer, slot)
    if pid is None:
        return True
    if cost.x_count:  # the resolving spell's X (CR 107.3a); {X} with X = 0 is {0} (118.5)
        cost = cost.with_x(int(f.data["ctx"].get("x", 0)))
        cost = ManaCost(("0",)) if cost.is_empty() else cost
    ans = take_answer(f)
    src = int(f.data["ctx"]["source"])
    what = " and ".join(x for x in (str(cost) if cost.symbols else "",
                                     f"{life} life" if life else "") if x)
    if ans is None:
        if (cost.symbols and not can_pay(s, pid, cost)) or s.players[pid].life < life:
            log_event(s, "cant_pay", "118.3" if not life else "119.4",
                      f"{s.players[pid].name} can't pay {what}", pid)
            return True
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: pay {what}? (unless paid: {name_of(s, src)}'s effect "
            "happens)")
        return False
    if ans.kind == "yes":
        f.data["pc"] += skip
        log_event(s, "pays_unless", "118.12", f"{s.players[pid].name} chooses to pay {what}",
                  pid, [src] if src in s.objects else [])
        if life:
            lose_life(s, pid, life, rule="119.4")  # paying life (CR 119.4)
        if cost.symbols:
            push(s, "pay", player=pid, cost=list(cost.symbols), obj=src, rule="118.12")
    else:
        log_event(s, "declines_payment", "118.12", f"{s.players[pid].name} doesn't pay {what}",
                  pid)
    return True
