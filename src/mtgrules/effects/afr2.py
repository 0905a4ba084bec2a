"""Effect primitives of the second AFR batch: "You may pay [cost]. If you do, [effects]"
(CR 118.3, 119.4, 608.2c; :mod:`mtgrules.model.afr2`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects, set_those
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.afr2 import ChooseTarget, DoublePT, MayPay
from mtgrules.model.amounts import Fixed
from mtgrules.model.base import Duration
from mtgrules.model.codec import to_data
from mtgrules.model.continuous import ModifyPT
from mtgrules.rules import actions
from mtgrules.rules.layers import characteristics
from mtgrules.rules.mana_planner import can_pay
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_PAID = "paid"
"""The ctx variable recording whether the last optional payment was made."""


@dataclass(frozen=True, slots=True)
class IfYouDoStep:
    """"If you do, ...": skip the next ``skip`` steps unless the payment was made."""

    skip: int


def may_pay(s: GameState, f: Frame, e: MayPay) -> bool:
    """Offer the cost to the controller (a ``may`` decision, only when it can be paid, CR
    118.3; life: only with at least that much life, 119.4). Paying mana pushes the same
    ``pay`` frame as casting uses (mana abilities may be activated, CR 605.3a)."""
    ctx = f.data["ctx"]
    pid = int(ctx["controller"])
    p = s.players[pid]
    vs = ctx["vars"]
    ans = take_answer(f)
    if ans is None:
        vs[_PAID] = False
        what = f"{e.life} life" if e.life else str(e.mana)
        payable = p.life >= e.life if e.life else can_pay(s, pid, e.mana)
        if not payable:
            log_event(s, "cant_pay", "118.3", f"{p.name} can't pay {what}", pid)
            return True
        ask(s, pid, MAY, [Action("yes"), Action("no")], f"Pay {what}?")
        return False
    if ans.kind != "yes":
        return True
    vs[_PAID] = True
    if e.life:
        actions.lose_life(s, pid, e.life, rule="119.4")
    else:
        push(s, "pay", player=pid, cost=list(e.mana.symbols), obj=int(ctx["source"]),
             rule="118.3")
    return True


def if_you_do(s: GameState, f: Frame, e: IfYouDoStep) -> bool:
    """Skip the body unless the optional payment before it was made (CR 608.2c)."""
    if not f.data["ctx"]["vars"].get(_PAID):
        f.data["pc"] += e.skip
    return True


def double_pt(s: GameState, f: Frame, e: DoublePT) -> bool:
    """Each object gets +X/+Y until end of turn, X and Y its power and toughness now (CR
    701.10b; a negative value doubles to more negative, 701.10c), locked in as the effect
    resolves (608.2h)."""
    ids = [x for x in objects(s, f, e.what) if s.objects[x].zone == "battlefield"]
    set_those(f, ids)
    ctx = f.data["ctx"]
    for oid in ids:
        c = characteristics(s, oid)
        part = ModifyPT(Fixed(c.power or 0), Fixed(c.toughness or 0))
        add_effect(s, [oid], [to_data(part)], Duration.END_OF_TURN, int(ctx["controller"]),
                   int(ctx["source"]))
        log_event(s, "double_pt", "701.10b", f"{name_of(s, oid)}'s power and toughness are "
                  f"doubled", int(ctx["controller"]), [oid])
    return True


def choose_target(s: GameState, f: Frame, e: ChooseTarget) -> bool:
    """The chosen target is what "that creature" of the results table refers to (CR 706.3;
    an illegal target is gone, 608.2b: then the rows do nothing to it)."""
    set_those(f, objects(s, f, e.what))
    return True
